import { PageHeader } from '@components/site/PageHeader'
import { FeedbackForm } from '@components/site/dinners/FeedbackForm'
import { MailedLinkOutcome } from '@components/site/dinners/MailedLinkAnswer'
import { KitTheme } from '@components/ui/KitTheme'

import { FEEDBACK_ERRORS, FEEDBACK_TEXTS } from '@/domain/feedback'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { PAGE_SEO } from '@/domain/pageSeo'
import { describeFeedbackLink } from '@/server/dinners/afterwards/feedback'
import { getPayloadClient } from '@/server/payload'
import { getSiteSettings } from '@/server/settings/siteSettings'
import { pageMetadata } from '@/server/seo'

export const dynamic = 'force-dynamic'

export const metadata = {
  ...pageMetadata(PAGE_SEO.feedback),
  robots: { index: false },
}

/** Where the morning-after mail leads: reading the link changes nothing, the form's button does. */
export default async function FeedbackPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const secret = emailedLinkToken(await searchParams)
  const payload = await getPayloadClient()
  const view = secret ? await describeFeedbackLink(payload, secret) : ({ state: 'invalid', message: FEEDBACK_ERRORS.invalid } as const)
  return (
    <>
      <PageHeader title={FEEDBACK_TEXTS.title} />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 720 }}>
          <KitTheme>
            {view.state === 'valid' ? (
              <FeedbackForm
                token={secret}
                dinner={view.dinner}
                expiresAt={view.expiresAt}
                answers={view.answers}
                tablemates={view.tablemates}
                commentMonths={(await getSiteSettings(payload)).feedbackCommentMonths}
              />
            ) : (
              <MailedLinkOutcome ok={false} message={view.message} />
            )}
          </KitTheme>
        </div>
      </div>
    </>
  )
}
