import { euros } from './billingTexts'

/** Amounts of paid membership are kept in cents and always tax included (French consumer law: prices are shown TTC). */

/** « 23 € TTC », « 23,50 € TTC »: what the team and the Journal read. */
export function amountTtc(cents: number): string {
  return `${euros(cents)} TTC`
}

/** « 23,00 »: a spreadsheet's number in France (a comma before the cents), for the accountant's CSV. */
export function amountCell(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',')
}
