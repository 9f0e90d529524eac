import { describe, expect, it } from 'vitest'

import { safeHref } from '@/domain/links'

describe('links written by editors', () => {
  it('keep site paths, anchors, the web, e-mail and telephone', () => {
    for (const url of [
      '/confidentialite',
      '#faq',
      'https://www.cnil.fr/',
      'http://example.org',
      'mailto:equipe@lecercle.example',
      'tel:+33100000000',
    ]) {
      expect(safeHref(url)).toBe(url)
    }
  })

  it('drop script and data addresses, other hosts disguised as paths, and nonsense', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example/x',
      'pas une adresse',
      '',
      null,
      undefined,
    ]) {
      expect(safeHref(url)).toBeNull()
    }
  })
})
