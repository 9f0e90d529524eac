import { FeedbackForm } from '@components/site/dinners/afterwards/FeedbackForm'
import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import { chosenScore, FEEDBACK_ERRORS, FEEDBACK_SCORE_PARAM, FEEDBACK_TEXTS } from '@/domain/feedback'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { describeFeedbackLink } from '@/server/dinners/afterwards/feedback'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'
import { getSiteSettings } from '@/server/settings/siteSettings'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.feedback),
  robots: { index: false },
}

/** Where the morning-after mail leads: reading the link (a star's score included) changes nothing, the form's button does. */
export default async function FeedbackPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams
  const secret = emailedLinkToken(params)
  const payload = await getPayloadClient()
  const view = secret ? await describeFeedbackLink(payload, secret) : ({ state: 'invalid', message: FEEDBACK_ERRORS.invalid } as const)
  const link =
    view.state === 'valid'
      ? {
          form: (
            <FeedbackForm
              token={secret}
              dinner={view.dinner}
              expiresAt={view.expiresAt}
              answers={view.answers}
              tablemates={view.tablemates}
              commentMonths={(await getSiteSettings(payload)).feedbackCommentMonths}
              chosenScore={chosenScore(params[FEEDBACK_SCORE_PARAM])}
            />
          ),
        }
      : { refused: view.message }
  return <MailedLinkPage title={FEEDBACK_TEXTS.title} width={720} link={link} />
}
