/** Amounts and dates as the hosted pages and line descriptions write them, in French or English. */
import { DINNER_TIME_ZONE } from '@/domain/dinners'

export function formatAmount(amount: number, currency: string, locale = 'fr-FR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)
}

export function formatDate(seconds: number, locale = 'fr-FR'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: DINNER_TIME_ZONE }).format(new Date(seconds * 1000))
}

export function intervalWord(interval: string, count: number, french: boolean): string {
  const words: Record<string, [string, string]> = {
    day: ['jour', 'day'],
    week: ['semaine', 'week'],
    month: ['mois', 'month'],
    year: ['an', 'year'],
  }
  const [fr, en] = words[interval] ?? [interval, interval]
  if (count === 1) return french ? fr : en
  return french ? `${count} ${fr === 'mois' ? fr : `${fr}s`}` : `${count} ${en}s`
}
