import type { Account, Actor, Cast } from './actors'

/** `text` and `headers`: what a route that answers a file (a CSV) is checked on. */
export type Answer = { status: number; body: any; text?: string; headers?: Headers } // eslint-disable-line @typescript-eslint/no-explicit-any -- each route answers its own JSON shape; the rows read what they check

/** What a cell knows: who calls (null when anonymous) and the accounts of the row. */
export type Cell = { actor: Actor; caller: Account | null; cookie: string | undefined; cast: Cast }

/**
 * One route and method of the authorization matrix. `expect` lists the status for each actor,
 * in ACTORS order: anonymous, applicant A (owner), applicant B (stranger), editor, admin.
 * `verify` then checks what was stored, or what the answer shows, for that actor.
 */
export type Row = {
  route: string
  /** A new owner (A) for each cell: the row changes or reads A's application. */
  owner?: 'registered' | 'completed'
  /** A new caller account for each cell: the row changes or ends the caller's own account. */
  ownAccount?: boolean
  expect: readonly [number, number, number, number, number]
  send: (cell: Cell) => Promise<Answer>
  verify?: (cell: Cell, answer: Answer) => Promise<void> | void
}
