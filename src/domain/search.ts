/**
 * How the team's lists search applicants: by the start of any word of their names, e-mail or
 * company, accents and capitals ignored (« elo » finds « Élodie », « durand » finds
 * « Durand & fils »), whatever the database's collation (the embedded one is C).
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The words an account is found by, stored on it (`search_text`, full-text indexed). */
export function userSearchText(user: {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  company?: string | null
}): string {
  return searchWords([user.firstName, user.lastName, user.email, user.company].filter(Boolean).join(' ')).join(' ')
}
