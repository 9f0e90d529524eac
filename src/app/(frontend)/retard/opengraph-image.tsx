import { openGraphAlt, openGraphImage } from '@/app/_og/openGraphImage'
import { PAGE_SEO } from '@/domain/pageSeo'

export { contentType, size } from '@/app/_og/openGraphImage'
export const alt = openGraphAlt(PAGE_SEO.lateNotice)

export default function Image() {
  return openGraphImage(PAGE_SEO.lateNotice)
}
