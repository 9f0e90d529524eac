import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { DINNER_ALERT_PATHS, DINNER_ALERT_TEXTS } from '@/domain/dinnerAlerts'
import { fill } from '@/domain/fill'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { describeAlertUnsubscribe } from '@/server/dinners/alerts/alertPreferences'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.dinnerAlertUnsubscribe),
  robots: { index: false },
}

/** Where an alert's « Ne plus être prévenu·e » leads: opening the link changes nothing, the button does. */
export default async function DinnerAlertUnsubscribePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const secret = emailedLinkToken(await searchParams)
  const view = secret
    ? await describeAlertUnsubscribe(await getPayloadClient(), secret)
    : ({ state: 'invalid', message: DINNER_ALERT_TEXTS.invalidLink } as const)
  const link =
    view.state === 'valid'
      ? {
          action: {
            endpoint: DINNER_ALERT_PATHS.oneClick,
            token: secret,
            question: fill(DINNER_ALERT_TEXTS.pageQuestion, { address: view.email }),
            label: DINNER_ALERT_TEXTS.pageButton,
          },
        }
      : { refused: view.message }
  return <MailedLinkPage title={PAGE_SEO.dinnerAlertUnsubscribe.title} link={link} />
}
