import { normaliseCompany } from './problem'
import type { BrokenRule, TableGuest } from './types'

export function sharedLanguages(guests: readonly TableGuest[]): string[] {
  const [first, ...others] = guests.map((guest) => guest.languages.map((code) => code.toLowerCase()))
  return (first ?? []).filter((code) => others.every((languages) => languages.includes(code)))
}

const isPinned = (guest: TableGuest) => (guest.pinnedTable ?? null) !== null

/**
 * Colleagues at one table break the rule when one of them could swap with an unpinned guest of
 * another table, both tables keeping a shared language, and fewer colleagues would then sit
 * together. Colleagues whom the languages or pins keep together are not a broken rule; the table
 * reports still show them.
 */
export function avoidableColleagues(tables: TableGuest[][]): BrokenRule[] {
  const companyOf = new Map(tables.flat().map((guest) => [guest, normaliseCompany(guest.company)]))
  /** Colleagues a guest would join at a table (without the guest leaving it). */
  const joins = (guest: TableGuest, table: TableGuest[], leaving: TableGuest) => {
    const company = companyOf.get(guest) ?? null
    return company === null ? 0 : table.filter((other) => other !== leaving && other !== guest && companyOf.get(other) === company).length
  }
  const parts = (colleague: TableGuest, table: TableGuest[], guest: TableGuest, other: TableGuest[]) => {
    if (
      isPinned(guest) ||
      sharedLanguages([...table.filter((g) => g !== colleague), guest]).length === 0 ||
      sharedLanguages([...other.filter((g) => g !== guest), colleague]).length === 0
    )
      return false
    const before = joins(colleague, table, colleague) + joins(guest, other, guest)
    return joins(colleague, other, guest) + joins(guest, table, colleague) < before
  }
  return tables.flatMap((table, t) => {
    const byCompany = new Map<string, TableGuest[]>()
    for (const guest of table) {
      const company = companyOf.get(guest) ?? null
      if (company !== null) byCompany.set(company, [...(byCompany.get(company) ?? []), guest])
    }
    return [...byCompany.values()].flatMap((colleagues): BrokenRule[] => {
      const avoidable =
        colleagues.length > 1 &&
        colleagues.some(
          (colleague) =>
            !isPinned(colleague) && tables.some((other, u) => u !== t && other.some((guest) => parts(colleague, table, guest, other))),
        )
      const name = colleagues[0].company as string
      return avoidable
        ? [
            {
              rule: 'company',
              table: t,
              company: name,
              guestIds: colleagues.map((guest) => guest.id),
              message: `Table ${t + 1} : ${colleagues.length} convives de ${name} pourraient être séparés.`,
            },
          ]
        : []
    })
  })
}
