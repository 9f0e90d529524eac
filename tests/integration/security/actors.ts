import * as login from '@/app/(frontend)/api/auth/login/route'

import { call, completedApplicant, ensureTeamMember, registerApplicant, STEP1, uniqueEmail } from '../support/api'

/** Who calls, in the matrix's column order: A owns the data a row is about, B is a stranger to it. */
export const ACTORS = ['anonymous', 'applicantA', 'applicantB', 'editor', 'admin'] as const
export type Actor = (typeof ACTORS)[number]
export type TeamRole = 'editor' | 'admin'

export type Account = { id: number; email: string; password: string; cookie: string }

const TEAM_PASSWORD = 'equipe-mot-de-passe-1'

export async function teamAccount(role: TeamRole): Promise<Account> {
  const email = uniqueEmail(role)
  await ensureTeamMember(role, email, TEAM_PASSWORD)
  const session = await call(login.POST, { body: { email, password: TEAM_PASSWORD } })
  if (!session.cookie) throw new Error(`${role} login failed: ${JSON.stringify(session.body)}`)
  return { id: session.body.user.id, email, password: TEAM_PASSWORD, cookie: session.cookie }
}

/** An applicant at step 2 of the wizard, or with a completed (pending) application. */
export async function applicant(stage: 'registered' | 'completed' = 'registered'): Promise<Account> {
  const account = stage === 'completed' ? await completedApplicant() : await registerApplicant()
  return { ...account, password: STEP1.password }
}

/** The accounts a row runs against: A owns the data, B is a stranger, and one of each team role. */
export type Cast = { A: Account; B: Account; editor: Account; admin: Account }

export async function cast(): Promise<Cast> {
  const [A, B, editor, admin] = await Promise.all([applicant(), applicant(), teamAccount('editor'), teamAccount('admin')])
  return { A, B, editor, admin }
}

/** A new account in the actor's role, for a cell that changes or ends the caller's own account. */
export function freshAccount(actor: Exclude<Actor, 'anonymous'>): Promise<Account> {
  return actor === 'editor' || actor === 'admin' ? teamAccount(actor) : applicant()
}

export function accountOf(cast: Cast, actor: Actor): Account | null {
  if (actor === 'anonymous') return null
  if (actor === 'applicantA') return cast.A
  if (actor === 'applicantB') return cast.B
  return cast[actor]
}
