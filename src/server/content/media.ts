import type { MediaImage } from '@/domain/api/media'

import { siteUrl } from '../env'

/** A populated upload field's image, or null when empty, not populated, or not an image. */
export function mediaImage(value: unknown): MediaImage | null {
  if (!value || typeof value !== 'object') return null
  const { url, alt, width, height } = value as Record<string, unknown>
  if (typeof url !== 'string' || typeof width !== 'number' || typeof height !== 'number') return null
  return { url: sitePath(url), alt: typeof alt === 'string' ? alt : '', width, height }
}

/**
 * Payload writes its files' addresses with the site's origin in production (serverURL);
 * next/image resizes only this site's paths (images.localPatterns), so the origin is dropped.
 */
function sitePath(url: string): string {
  const origin = new URL(siteUrl()).origin
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}
