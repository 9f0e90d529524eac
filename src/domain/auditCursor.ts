/**
 * Where a page of « Journal » starts or ends: an entry's place in the log's order (its time to the
 * microsecond, then its id), handed to the browser as an opaque text (`?avant=` / `?apres=`). A
 * page read from a place costs the same wherever it is in the log, and new entries arriving at the
 * top do not shift the pages already read.
 */
export type AuditKey = {
  /** The entry's time, in UTC to the microsecond as PostgreSQL keeps it: « 2026-12-15T09:14:05.123456Z ». */
  at: string
  /** Its id (a bigint), as digits. */
  id: string
}

const AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/
const ID = /^[1-9]\d{0,17}$/

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

export function encodeAuditCursor(key: AuditKey): string {
  return toBase64Url(`${key.at}|${key.id}`)
}

/** The place a cursor names, or null for a text that is not one of ours (tampered with, cut short). */
export function decodeAuditCursor(cursor: string): AuditKey | null {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(cursor)) return null
  let text: string
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return null
  }
  const [at, id, ...rest] = text.split('|')
  if (rest.length > 0 || !AT.test(at ?? '') || !ID.test(id ?? '')) return null
  // A day or an hour that does not exist (« 2026-02-31 ») would reach PostgreSQL as an error.
  const milliseconds = `${at.slice(0, 23)}Z`
  const date = new Date(milliseconds)
  if (Number.isNaN(date.getTime()) || date.toISOString() !== milliseconds) return null
  return { at, id }
}
