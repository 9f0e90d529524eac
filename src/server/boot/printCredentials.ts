import type { TeamRole } from './teamAccounts'

const ACCOUNT_TITLES: Record<TeamRole | 'member', { title: string; path: string }> = {
  admin: { title: 'Compte administrateur', path: '/admin' },
  editor: { title: 'Compte éditeur (articles)', path: '/admin' },
  member: { title: 'Compte membre de démonstration (réservations)', path: '/login' },
}

export function printCredentials(credentials: { email: string; password: string }, role: TeamRole | 'member' = 'admin') {
  const line = '─'.repeat(60)
  const { title, path } = ACCOUNT_TITLES[role]
  console.log(
    `\n${line}\n  ${title} créé (affiché une seule fois) :\n  e-mail       ${credentials.email}\n  mot de passe ${credentials.password}\n  → http://localhost:3000${path}\n${line}\n`,
  )
}
