import { LateNoticeForm } from '@components/site/evening/LateNoticeForm'
import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { LATE_TEXTS } from '@/domain/evening'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { REMINDER_TEXTS } from '@/domain/reminders'
import { describeLateLink } from '@/server/dinners/attendance/lateNotice'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.lateNotice),
  robots: { index: false },
}

/** Where the morning brief's « Je serai en retard » leads: reading the link changes nothing, a button does. */
export default async function LateNoticePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = emailedLinkToken(await searchParams)
  const view = token
    ? await describeLateLink(await getPayloadClient(), token)
    : ({ state: 'refused', message: REMINDER_TEXTS.invalid } as const)
  return (
    <MailedLinkPage
      title={LATE_TEXTS.title}
      link={view.state === 'valid' ? { form: <LateNoticeForm token={token} question={view.question} /> } : { refused: view.message }}
    />
  )
}
