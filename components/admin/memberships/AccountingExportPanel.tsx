'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { ACCOUNTING_EXPORT_TEXTS as TEXTS } from '@/domain/billing/accountingTexts'
import { EXPORT_URLS } from '@/domain/exports'

/** « 2026-11 »: the month before `today`'s, the one an accountant asks for at the start of a month. */
export function previousMonth(today: Date = new Date()): string {
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))
  return month.toISOString().slice(0, 7)
}

/** « Exporter la comptabilité du mois »: the CSV of a month's payments, refunds and Stripe fees, downloaded by the form (a plain GET). */
export function AccountingExportPanel({ initialMonth = previousMonth() }: { initialMonth?: string }) {
  const id = useId()
  const [month, setMonth] = useState(initialMonth)
  return (
    <section className="club-panel" aria-labelledby={`${id}-title`}>
      <h2 className="club-panel__title" id={`${id}-title`}>
        {TEXTS.title}
      </h2>
      <p className="club-muted">{TEXTS.hint}</p>
      <form className="club-toolbar" method="get" action={EXPORT_URLS.accounting}>
        <label className="club-field club-field--narrow">
          <span className="club-field__label">{TEXTS.month}</span>
          <input
            className="club-input"
            type="month"
            name="mois"
            required
            pattern="\d{4}-\d{2}"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
        </label>
        <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
          {TEXTS.download}
        </Button>
      </form>
    </section>
  )
}
