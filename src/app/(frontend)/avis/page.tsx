import { FeedbackForm } from '@components/site/dinners/afterwards/FeedbackForm'
import { MailedLinkPage } from '@components/site/mailedLink/MailedLinkPage'

import {
  chosenScore,
  FEEDBACK_ERRORS,
  FEEDBACK_SCORE_PARAM,
  FEEDBACK_TEXTS,
  memberFeedbackPath,
  SPACE_FEEDBACK_TEXTS,
} from '@/domain/feedback'
import { emailedLinkToken, type SearchParams } from '@/domain/links'
import { MEMBER_SPACE_SECTIONS } from '@/domain/memberSpace'
import { ACCOUNT_LINK } from '@/domain/pages'
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
  const view = secret
    ? await describeFeedbackLink(payload, secret)
    : ({ state: 'invalid', message: FEEDBACK_ERRORS.invalid, dinnerId: null } as const)
  const link =
    view.state === 'valid'
      ? {
          form: (
            <FeedbackForm
              source={{ kind: 'link', token: secret }}
              dinner={view.dinner}
              expiresAt={view.expiresAt}
              answers={view.answers}
              tablemates={view.tablemates}
              commentMonths={(await getSiteSettings(payload)).feedbackCommentMonths}
              chosenScore={chosenScore(params[FEEDBACK_SCORE_PARAM])}
            />
          ),
        }
      : {
          refused: view.message,
          // A link that served or expired names its dinner: the way on is that dinner's form in the space, signed in.
          ...(view.dinnerId === null
            ? { mySpace: SPACE_FEEDBACK_TEXTS.lostLink, spaceHref: `${ACCOUNT_LINK.mySpace.path}#${MEMBER_SPACE_SECTIONS.past.id}` }
            : { mySpace: SPACE_FEEDBACK_TEXTS.seeInSpace, spaceHref: memberFeedbackPath(view.dinnerId) }),
        }
  return <MailedLinkPage title={FEEDBACK_TEXTS.title} width={720} link={link} />
}
