'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { OFFER_REASON_MAX, offerSchema } from '@/domain/billing/billingTexts'
import { MEMBERSHIP_TEAM_TEXTS as TEXTS } from '@/domain/billing/teamTexts'
import { fill } from '@/domain/fill'

import { AdminDialog } from '../common/AdminDialog'
import { control, Field, FormButtons } from '../common/FormField'

type Schema = typeof offerSchema

/** « Offrir l’adhésion »: the member may book without paying, for a reason the Journal keeps. */
export function OfferMembershipDialog({
  member,
  pending,
  onOffer,
  onClose,
}: {
  /** The member to offer it to, or null when the dialog is closed. */
  member: { name: string } | null
  pending: boolean
  onOffer: (reason: string) => void
  onClose: () => void
}) {
  return (
    <AdminDialog open={member !== null} onClose={onClose} size="small" title={fill(TEXTS.offerTitle, { name: member?.name ?? '' })}>
      {member ? <OfferForm pending={pending} onOffer={onOffer} onClose={onClose} /> : null}
    </AdminDialog>
  )
}

/** Mounted with each opening: every offer starts from an empty reason. */
function OfferForm({ pending, onOffer, onClose }: { pending: boolean; onOffer: (reason: string) => void; onClose: () => void }) {
  const { register, handleSubmit, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(offerSchema),
    defaultValues: { reason: '' },
  })
  const error = formState.errors.reason?.message
  return (
    <form className="club-form" noValidate onSubmit={handleSubmit((values) => onOffer(values.reason))}>
      <p className="club-confirm__body">{TEXTS.offerBody}</p>
      <Field label={TEXTS.offerReason} hint={TEXTS.offerReasonHint} error={error}>
        {(ids) => (
          <textarea
            className="club-textarea"
            rows={3}
            maxLength={OFFER_REASON_MAX}
            aria-required
            {...control(register('reason'), ids, error)}
          />
        )}
      </Field>
      <FormButtons pending={pending} label={TEXTS.offerSubmit} pendingLabel={TEXTS.offering} onCancel={onClose} />
    </form>
  )
}
