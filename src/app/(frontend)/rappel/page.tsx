import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { REMINDER_TEXTS } from '@/domain/reminders'
import { describeReminderLink } from '@/server/dinners/reminders/reminderLinks'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.reminderAnswer),
  robots: { index: false },
}

/** Where « Je viens » and « Je me désiste » lead: reading the link changes nothing, the button does. */
export default async function ReminderPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const secret = emailedLinkToken(await searchParams)
  const view = secret
    ? await describeReminderLink(await getPayloadClient(), secret)
    : ({ state: 'invalid', message: REMINDER_TEXTS.invalid } as const)
  const title = view.state === 'invalid' || view.action === 'come' ? REMINDER_TEXTS.comeTitle : REMINDER_TEXTS.withdrawTitle
  const link =
    view.state === 'valid'
      ? {
          action: {
            endpoint: '/api/reminders/answer',
            token: secret,
            question: view.question,
            label: view.action === 'come' ? REMINDER_TEXTS.come : REMINDER_TEXTS.withdraw,
            destructive: view.action === 'withdraw',
          },
        }
      : { refused: view.message }
  return <MailedLinkPage title={title} link={link} />
}
