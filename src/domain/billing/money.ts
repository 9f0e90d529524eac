/**
 * Amounts of paid membership, kept in cents and always tax included (French consumer law: prices
 * are shown TTC). Made once: each Intl formatter holds ICU memory outside the JS heap.
 */
const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/** « 23,00 € TTC »: what the team and the Journal read. */
export function amountTtc(cents: number): string {
  return `${EUROS.format(cents / 100)} TTC`
}

/** « 23,00 »: a spreadsheet's number in France (a comma before the cents), for the accountant's CSV. */
export function amountCell(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',')
}
