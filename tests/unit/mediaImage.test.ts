import { afterEach, describe, expect, it, vi } from 'vitest'

import { mediaImage } from '@/server/content/media'

describe('mediaImage (an editor’s image, for next/image)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('keeps only the path of an address on the site’s own origin, which next/image resizes', () => {
    vi.stubEnv('SITE_URL', 'https://lecercle.example')
    const image = mediaImage({ url: 'https://lecercle.example/cms-api/media/file/table.png', alt: 'Une table', width: 800, height: 600 })
    expect(image).toEqual({ url: '/cms-api/media/file/table.png', alt: 'Une table', width: 800, height: 600 })
    expect(mediaImage({ url: '/cms-api/media/file/table.png', alt: 'Une table', width: 800, height: 600 })?.url).toBe(
      '/cms-api/media/file/table.png',
    )
  })

  it('is null for an empty or unpopulated field', () => {
    expect(mediaImage(null)).toBeNull()
    expect(mediaImage(12)).toBeNull()
    expect(mediaImage({ url: '/a.png' })).toBeNull()
  })
})
