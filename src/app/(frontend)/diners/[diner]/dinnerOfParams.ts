import { notFound } from 'next/navigation'

import type { PublicDinner } from '@/domain/api/dinners'
import { dinnerIdOfSegment } from '@/domain/dinnerPage'
import { publicDinner } from '@/server/dinners/booking/publicDinner'

export type DinnerParams = { params: Promise<{ diner: string }> }

/** The upcoming published dinner the address names; the site's 404 for any other (past, draft, cancelled, unknown). */
export async function dinnerOfParams({ params }: DinnerParams): Promise<PublicDinner> {
  const id = dinnerIdOfSegment((await params).diner)
  const dinner = id === null ? null : await publicDinner(id)
  if (!dinner) notFound()
  return dinner
}
