import type { ReactNode } from 'react'

/** A counter of the admin dashboards: a label, a big figure, and an optional detail under it. */
export function StatCard({
  label,
  value,
  children,
  tone,
}: {
  label: string
  value: ReactNode
  children?: ReactNode
  tone?: 'success' | 'warning' | 'error'
}) {
  return (
    <div className={`club-stat${tone ? ` club-stat--${tone}` : ''}`}>
      <p className="club-stat__label">{label}</p>
      <p className="club-stat__value">{value}</p>
      {children ? <div className="club-stat__detail">{children}</div> : null}
    </div>
  )
}

/** A rate as a bar (a native <progress>, named by its label). */
export function RateBar({ label, percent }: { label: string; percent: number }) {
  return <progress className="club-rate" aria-label={label} max={100} value={Math.max(0, Math.min(100, percent))} />
}
