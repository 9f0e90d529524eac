/**
 * The form names, e-mails and companies are searched in: lower case, without accents, so that
 * « elodie » finds « Élodie » whatever the database's collation (the embedded one is C).
 */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** What an account is found by in the team's lists. */
export function userSearchText(user: { firstName?: string | null; lastName?: string | null; email?: string | null; company?: string | null }): string {
  return searchKey([user.firstName, user.lastName, user.email, user.company].filter(Boolean).join(' '))
}
