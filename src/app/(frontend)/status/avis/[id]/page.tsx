import { SpaceFeedback } from '@components/site/dinners/afterwards/SpaceFeedback'

import { PAGE_SEO } from '@/domain/pageSeo'
import { parseId } from '@/server/http/body'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props) {
  const { id } = await params
  return { ...pageMetadata({ ...PAGE_SEO.feedback, path: `/status/avis/${encodeURIComponent(id)}` }), robots: { index: false } }
}

/**
 * « Donner mon avis » from the member's space: the morning-after form, signed in. The same HTML for
 * everyone, as /status: the browser reads the session and the form's facts (SpaceFeedback).
 */
export default async function SpaceFeedbackPage({ params }: Props) {
  return <SpaceFeedback dinnerId={parseId((await params).id)} />
}
