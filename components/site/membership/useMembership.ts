'use client'

import { useEffect, useState } from 'react'

import { apiRequest } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import type { MembershipAnswer } from '@/domain/api/membership'
import type { PaymentHistory } from '@/domain/api/payments'
import type { CancellationPreview } from '@/domain/billing/cancellationTexts'
import { CONFIRMATION_POLLING, MEMBER_BILLING_TEXTS } from '@/domain/billing/memberTexts'
import type { Offer } from '@/domain/billing/offers'
import { PAYMENT_HISTORY_TEXTS } from '@/domain/billing/receiptTexts'
import type { RetentionAccepted } from '@/domain/billing/retentionTexts'

/** Stripe's page for this offer (Checkout), asked of the server with the member's session, then opened. */
export async function goToCheckout({ plan, interval, rate }: Offer): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('POST', '/api/me/membership/checkout', { plan, interval, rate })
  window.location.assign(url)
}

/** Stripe's customer portal (payment method, plan, cancellation), asked of the server, then opened. */
export async function goToPortal(): Promise<void> {
  const { url } = await apiRequest<{ url: string }>('POST', '/api/me/membership/portal')
  window.location.assign(url)
}

/** « Résilier mon adhésion »: the server's word on what it would do, the confirmation, and its undoing. */
export const cancellationRequests = {
  preview: () => apiRequest<CancellationPreview>('GET', CANCELLATION_URL),
  confirm: () => apiRequest<CancellationPreview>('POST', CANCELLATION_URL, { confirm: true }),
  undo: async () => void (await apiRequest<unknown>('DELETE', CANCELLATION_URL)),
  answerRetention: async (answer: 'accept' | 'decline') => {
    const answered = await apiRequest<RetentionAccepted | { ok: true }>('POST', '/api/me/membership/retention', { answer })
    return 'offer' in answered ? answered : null
  },
}
const CANCELLATION_URL = '/api/me/membership/cancellation'

/** Whether the membership is paid for (or given): what the page back from Checkout waits for. */
const settled = (answer: MembershipAnswer) => answer.membership !== null && !['to_activate', 'ended'].includes(answer.membership.status)

/**
 * The member's membership, read once shown. Back from Checkout (`confirming`), it is read again
 * every `CONFIRMATION_POLLING.intervalMs` until the webhook has made it active, at most
 * `attempts` times; `slow` then says the page stopped asking by itself.
 */
export function useMembership(confirming: boolean) {
  const { load, reload, retry } = useLoad<MembershipAnswer>('/api/me/membership', MEMBER_BILLING_TEXTS.loadFailed)
  const [asked, setAsked] = useState(0)
  const waiting = confirming && load.state === 'ready' && !settled(load.data)
  useEffect(() => {
    if (!waiting || asked >= CONFIRMATION_POLLING.attempts) return
    const timer = setTimeout(() => void reload().then(() => setAsked((count) => count + 1)), CONFIRMATION_POLLING.intervalMs)
    return () => clearTimeout(timer)
  }, [waiting, asked, reload])
  return {
    load,
    retry,
    reload,
    waiting,
    slow: waiting && asked >= CONFIRMATION_POLLING.attempts,
    checkAgain: () => setAsked(0),
  }
}

/** The member's payments, refunds and credits, read from Stripe apart from the membership (it may fail alone). */
export const usePaymentHistory = () => useLoad<PaymentHistory>('/api/me/membership/payments', PAYMENT_HISTORY_TEXTS.loadFailed)
