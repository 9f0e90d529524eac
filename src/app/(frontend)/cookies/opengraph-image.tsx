import { PAGE_SEO } from '@/domain/pageSeo'
import { openGraphAlt, openGraphImage } from '@/server/og/openGraphImage'

export { contentType, size } from '@/server/og/openGraphImage'
export const alt = openGraphAlt(PAGE_SEO.cookies)

export default function Image() {
  return openGraphImage(PAGE_SEO.cookies)
}
