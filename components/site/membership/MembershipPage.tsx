'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PageTitle } from '@components/site/PageTitle'
import { KitTheme } from '@components/ui/KitTheme'
import { Link } from '@components/ui/Link'
import { toast } from '@components/ui/Toast'
import { Text } from '@components/ui/typography'

import { errorMessage } from '@/client/api'
import { useSessionUser } from '@/client/session'
import type { MembershipAnswer } from '@/domain/api/membership'
import type { MembershipView } from '@/domain/billing/membershipStates'
import { CONFIRMING_TEXTS, MEMBER_BILLING_TEXTS as TEXTS } from '@/domain/billing/memberTexts'
import { BOOKING_TEXTS } from '@/domain/dinners'
import { ACCOUNT_LINK } from '@/domain/pages'
import { loginReturningTo } from '@/domain/returnPath'

import { pauseRequests, planRequests } from './membershipChangeRequests'
import { MembershipDetails } from './MembershipDetails'
import { NoShowFees } from './NoShowFees'
import { PaymentConfirming } from './PaymentConfirming'
import { cancellationRequests, goToCheckout, goToPortal, useMembership, usePaymentHistory } from './useMembership'
import { LoadStatus } from '../LoadStatus'

const actions = {
  onChoose: goToCheckout,
  onManage: goToPortal,
  onError: (error: unknown) => toast({ title: BOOKING_TEXTS.errorTitle, description: errorMessage(error), variant: 'destructive' }),
}

/** The membership once known, with its payments read then (back from Checkout, once Stripe's word is in). */
function MembershipWhole({ answer, reload }: { answer: MembershipAnswer & { membership: MembershipView }; reload: () => Promise<void> }) {
  const payments = usePaymentHistory()
  return (
    <>
      <MembershipDetails
        membership={answer.membership}
        offers={answer.offers}
        commitmentMonths={answer.commitmentMonths}
        payments={{ load: payments.load, onRetry: payments.retry }}
        actions={{
          ...actions,
          cancellation: {
            ...cancellationRequests,
            onChanged: () => void Promise.all([reload(), payments.reload()]),
            onError: actions.onError,
          },
        }}
        changes={{
          pauseRefusal: answer.pauseRefusal ?? null,
          planChanges: answer.planChanges ?? [],
          pause: pauseRequests,
          plan: planRequests,
          onChanged: () => void Promise.all([reload(), payments.reload()]),
          onError: actions.onError,
        }}
      />
      <NoShowFees
        notice={answer.noShowFeeNotice ?? null}
        fees={answer.noShowFees ?? []}
        offered={
          answer.membership.status === 'offered' || (answer.membership.approvedBeforeBilling && answer.membership.status === 'to_activate')
        }
      />
    </>
  )
}

/** The membership itself, once the session is known: waiting for Stripe's word, or whole. */
function MembershipBody({ confirming }: { confirming: boolean }) {
  const { load, retry, reload, waiting, slow, checkAgain } = useMembership(confirming)
  if (load.state !== 'ready') return <LoadStatus load={load} loadingText={TEXTS.loading} height="16rem" onRetry={retry} />
  const { membership } = load.data
  if (waiting) return <PaymentConfirming slow={slow} onCheck={checkAgain} />
  if (!load.data.billing || !membership) return null
  return (
    <>
      {confirming ? (
        <Text as="p" mb="3" role="status" weight="medium">
          {CONFIRMING_TEXTS.done}
        </Text>
      ) : null}
      <MembershipWhole answer={{ ...load.data, membership }} reload={reload} />
    </>
  )
}

/**
 * /status/adhesion: the whole « Mon adhésion » (state, offers while there is something to pay,
 * Stripe's portal, invoices). Back from Checkout (`confirming`), it waits for the webhook. Read
 * by the browser, like the rest of the space; /login without a session, which brings the member back.
 */
export function MembershipPage({ confirming }: { confirming: boolean }) {
  const router = useRouter()
  const session = useSessionUser()
  useEffect(() => {
    // Opened from a mail's « Résilier mon adhésion » without a session: the login brings the member back here.
    if (session.state !== 'ready' || session.user) return
    const { pathname, search, hash } = window.location
    router.replace(loginReturningTo(`${pathname}${search}${hash}`))
  }, [session, router])
  return (
    <>
      <PageTitle kicker={BOOKING_TEXTS.spaceKicker} title={TEXTS.heading} />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: 760 }}>
          <KitTheme>
            <Text as="p" mb="4">
              <Link href={ACCOUNT_LINK.mySpace.path}>{TEXTS.backToSpace}</Link>
            </Text>
            {session.state === 'ready' && session.user ? (
              <MembershipBody confirming={confirming} />
            ) : (
              <LoadStatus
                load={session.state === 'failed' ? { state: 'failed', message: session.message } : { state: 'loading' }}
                loadingText={TEXTS.loading}
                height="16rem"
                onRetry={() => window.location.reload()}
              />
            )}
          </KitTheme>
        </div>
      </div>
    </>
  )
}
