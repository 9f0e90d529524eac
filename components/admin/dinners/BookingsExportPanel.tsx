'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { EXPORT_TEXTS, EXPORT_URLS } from '@/domain/exports'

function DayField(props: { label: string; name: string; value: string; min?: string; max?: string; onChange: (day: string) => void }) {
  return (
    <label className="club-field club-field--narrow">
      <span className="club-field__label">{props.label}</span>
      <input
        className="club-input"
        type="date"
        name={props.name}
        required
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  )
}

/** « Exporter les réservations »: the CSV of a period's bookings, downloaded by the form itself (a plain GET). */
export function BookingsExportPanel() {
  const id = useId()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  return (
    <section className="club-panel" aria-labelledby={`${id}-title`}>
      <h2 className="club-panel__title" id={`${id}-title`}>
        {EXPORT_TEXTS.bookingsTitle}
      </h2>
      <p className="club-muted">{EXPORT_TEXTS.bookingsHint}</p>
      <form className="club-toolbar" method="get" action={EXPORT_URLS.bookings}>
        <DayField label={EXPORT_TEXTS.from} name="du" value={from} max={to} onChange={setFrom} />
        <DayField label={EXPORT_TEXTS.to} name="au" value={to} min={from} onChange={setTo} />
        <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
          {EXPORT_TEXTS.bookings}
        </Button>
      </form>
    </section>
  )
}
