import type { Metadata } from 'next'

import { WeeklySection } from '@components/site/home/WeeklySection'
import { Text } from '@components/ui/typography'

import { GUARD_TEXTS } from '@/domain/adminTexts'
import { previewIds } from '@/domain/articles'
import { isEditorialUser } from '@/domain/roles'
import type { User } from '@/payload-types'
import { previewArticles } from '@/server/articles/articles'
import { pageUser } from '@/server/auth/pageSession'
import { getPayloadClient } from '@/server/payload'

export const metadata: Metadata = { title: 'Aperçu de la sélection de la semaine' }

type Props = { searchParams: Promise<{ articles?: string | string[] }> }

/**
 * The week's selection as the home page will show it, from the articles the editors' list puts
 * first (`?articles=3,1,5`), for editors and admins only: the articles screen shows it in a frame.
 */
export default async function WeeklyPreviewPage({ searchParams }: Props) {
  const user = await pageUser()
  if (!isEditorialUser(user)) return <Text as="p">{GUARD_TEXTS.forbidden}</Text>
  const payload = await getPayloadClient()
  const articles = await previewArticles(payload, user as User, previewIds((await searchParams).articles))
  return <WeeklySection articles={articles} />
}
