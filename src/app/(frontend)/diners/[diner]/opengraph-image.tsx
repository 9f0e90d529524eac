import { openGraphImage } from '@/app/_og/openGraphImage'
import { DINNER_PAGE_TEXTS, dinnerSeo } from '@/domain/dinnerPage'

import { dinnerOfParams, type DinnerParams } from './dinnerOfParams'

export { contentType, size } from '@/app/_og/openGraphImage'
export const alt = DINNER_PAGE_TEXTS.imageAlt

/** The card a shared link shows: the dinner's title, then its date, city and speakers. */
export default async function Image(props: DinnerParams) {
  return openGraphImage(dinnerSeo(await dinnerOfParams(props)))
}
