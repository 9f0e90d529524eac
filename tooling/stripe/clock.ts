/**
 * The stand-in's time. Started with `now`, it stands still until told to move (tests: what
 * happens at a period's end happens when the test moves the clock there, never by sleeping);
 * started without, it follows the wall clock, plus whatever the admin API moved it by (the demo).
 * Customers created with a `test_clock` live on that clock instead, as at Stripe.
 */
export class Clock {
  private frozenAt: number | null
  private offset = 0

  constructor(start?: Date) {
    this.frozenAt = start ? Math.floor(start.getTime() / 1000) : null
  }

  get frozen(): boolean {
    return this.frozenAt !== null
  }

  /** Unix seconds. */
  now(): number {
    return this.frozenAt ?? Math.floor(Date.now() / 1000) + this.offset
  }

  /** Moves the clock to `time` (never backwards: nothing at Stripe un-happens). */
  moveTo(time: number): void {
    if (time < this.now()) return
    if (this.frozenAt !== null) this.frozenAt = time
    else this.offset = time - Math.floor(Date.now() / 1000)
  }
}

export type Interval = 'day' | 'week' | 'month' | 'year'

/**
 * The end of the `n`-th period after `anchor`, as Stripe bills: months counted from the anchor's
 * day, shortened to the month's last day when it has fewer (an anchor on the 31st renews on
 * 28 February, then on 31 March), at the anchor's time of day, in UTC.
 */
export function periodBoundary(anchor: number, interval: Interval, count: number, n: number): number {
  if (interval === 'day') return anchor + n * count * 86_400
  if (interval === 'week') return anchor + n * count * 7 * 86_400
  const start = new Date(anchor * 1000)
  const months = (interval === 'year' ? 12 : 1) * count * n
  const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + months) / 12)
  const month = (start.getUTCMonth() + months) % 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(start.getUTCDate(), lastDay)
  return Math.floor(Date.UTC(year, month, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds()) / 1000)
}

export const DAY = 86_400
