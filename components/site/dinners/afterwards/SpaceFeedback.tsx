'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { LoadStatus } from '@components/site/LoadStatus'
import { PageTitle } from '@components/site/PageTitle'
import { KitTheme } from '@components/ui/KitTheme'
import { Link } from '@components/ui/Link'
import { Text } from '@components/ui/typography'

import { useSessionUser } from '@/client/session'
import { useLoad } from '@/client/useLoad'
import { useScrollToHash } from '@/client/useScrollToHash'
import { FEEDBACK_ERRORS, FEEDBACK_TEXTS, type MemberFeedbackView, memberFeedbackUrl, SPACE_FEEDBACK_TEXTS } from '@/domain/feedback'
import { MEMBER_SPACE_SECTIONS } from '@/domain/memberSpace'
import { ACCOUNT_LINK } from '@/domain/pages'

import { FeedbackForm } from './FeedbackForm'

const PAST_DINNERS = `${ACCOUNT_LINK.mySpace.path}#${MEMBER_SPACE_SECTIONS.past.id}`

/** The form's facts for that dinner, read once the session is known; the server's refusal (never asked, closed) in its place. */
function SpaceFeedbackForm({ dinnerId }: { dinnerId: number }) {
  const { load, retry } = useLoad<MemberFeedbackView>(memberFeedbackUrl(dinnerId), SPACE_FEEDBACK_TEXTS.loadFailed)
  useScrollToHash(load.state === 'ready')
  if (load.state !== 'ready') return <LoadStatus load={load} loadingText={SPACE_FEEDBACK_TEXTS.loading} height="20rem" onRetry={retry} />
  const view = load.data
  return (
    <FeedbackForm
      source={{ kind: 'space' }}
      dinner={view.dinner}
      expiresAt={view.expiresAt}
      answers={view.answers}
      tablemates={view.tablemates}
      commentMonths={view.commentMonths}
    />
  )
}

/**
 * « Donner mon avis » and « Revoir mes voisins » from a past dinner in the space, signed in: the
 * morning-after form without its mailed link. /login without a session, as /status.
 */
export function SpaceFeedback({ dinnerId }: { dinnerId: number | null }) {
  const router = useRouter()
  const session = useSessionUser()
  useEffect(() => {
    if (session.state === 'ready' && !session.user) router.replace(ACCOUNT_LINK.signIn.path)
  }, [session, router])
  const signedIn = session.state === 'ready' && session.user !== null
  return (
    <>
      <PageTitle kicker={ACCOUNT_LINK.mySpace.label} title={FEEDBACK_TEXTS.title} />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 720 }}>
          <KitTheme>
            <Text as="p" mb="4">
              <Link href={PAST_DINNERS}>{SPACE_FEEDBACK_TEXTS.back}</Link>
            </Text>
            {dinnerId === null ? (
              <Text as="p" role="alert">
                {FEEDBACK_ERRORS.notAsked}
              </Text>
            ) : signedIn ? (
              <SpaceFeedbackForm dinnerId={dinnerId} />
            ) : null}
          </KitTheme>
        </div>
      </div>
    </>
  )
}
