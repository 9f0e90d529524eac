import { readdirSync, readFileSync } from 'node:fs'

import { SEARCH_TEXT_SQL_TEXT } from '../src/migrations/20261122_044900_mail_outbox_and_admin_indexes'

/** What bench:admin and bench:export share: applicants added in bulk, the admin's session and a server's memory. */

/** Applicants of every status, group and step, spread over two years, with searchable names. */
export const SEED = `
  INSERT INTO users (role, email, first_name, last_name, company, city, sector, registration_completed, registration_step,
                     application_status, ab_test_group, source, created_at, updated_at, has_password, search_text)
  SELECT 'applicant',
         'bench.' || n || '@bench.example',
         (ARRAY['Camille','Louis','Manon','Arthur','Chloé','Jules','Sarah','Hugo','Emma','Nathan','Léa','Paul'])[1 + n % 12],
         (ARRAY['Bernard','Petit','Durand','Moreau','Laurent','Simon','Michel','Garcia','David','Roux','Fournier','Girard'])[1 + (n / 12) % 12] || n,
         'Entreprise ' || (n % 5000),
         (ARRAY['Paris','Lyon','Marseille','Lille','Nantes','Bordeaux'])[1 + n % 6],
         (ARRAY['medias-communication','finance-banque','culture-arts','secteur-public','autre'])[1 + n % 5]::enum_users_sector,
         n % 10 < 7,
         CASE WHEN n % 10 < 7 THEN 8 ELSE 1 + n % 7 END,
         (ARRAY['pending','approved','rejected'])[1 + n % 3]::enum_users_application_status,
         CASE n % 3 WHEN 0 THEN 'A' WHEN 1 THEN 'B' END::enum_users_ab_test_group,
         'wizard',
         now() - make_interval(mins => n * 7),
         now(),
         true,
         NULL
    FROM generate_series(1, $1::int) AS n`
/** Their search text, as the Users hook would have written it (the migration's SQL form). */
export const SEARCH_TEXT = `UPDATE users SET search_text = ${SEARCH_TEXT_SQL_TEXT} WHERE search_text IS NULL`

/** Resident memory of the server and of the processes it started (tsx runs node as a child), in MB. */
export function residentMemory(rootPid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const ppid = Number(/^\d+ \(.*\) \S (\d+)/.exec(readFileSync(`/proc/${entry}/stat`, 'utf8'))?.[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0
  const visit = (pid: number) => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      total += kb
    } catch {
      return
    }
    for (const child of children.get(pid) ?? []) visit(child)
  }
  visit(rootPid)
  return Math.round(total / 1024)
}

/** Signs in on the bench's server as its admin: the session cookie to send. */
export async function adminSession(url: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify(admin),
  })
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
