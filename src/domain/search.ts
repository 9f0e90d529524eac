/**
 * How the team's lists search applicants: by the start of any word of their names, e-mail or
 * company, accents and capitals ignored (« elo » finds « Élodie », « durand » finds
 * « Durand & fils »), whatever the database's collation (the embedded one is C).
 */
function searchWords(text: string): string[] {
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

/**
 * The search as a full-text query: every word the prefix of a word of the applicant's names,
 * e-mail or company (accents and capitals ignored). Only letters and digits reach it.
 */
export function tsQuery(q: string): string | null {
  const words = searchWords(q).slice(0, 6)
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}
