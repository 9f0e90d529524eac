/**
 * Run by prepareDatabase in its own process, with DATABASE_URI already set: the config is a
 * static import here. Importing it dynamically, once the parent had started the database, left
 * the import unsettled now and then (Node 20's off-thread loader hooks, which tsx uses): the
 * process then exited 13, or hung forever when something else kept it alive.
 * `--seed` adds the demo content.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { migrations } from '../src/migrations'
import { asPayloadMigrations } from '../src/server/db/payloadInternals'
import { underBootLock } from '../src/server/boot/bootLock'
import { ensureTeamAccount } from '../src/server/boot/teamAccounts'
import { databaseUri } from '../src/server/env'
import { migrateJobQueue } from '../src/server/jobs/runner'
import { ensureDemoMember, seedDemoContent, seedDemoEvening } from '../tooling/seed/demoContent'
import { recordDemoDecisions } from '../tooling/seed/demoDecisions'
import { fail } from './lib'
import { printCredentials } from './printCredentials'

async function main(seed: boolean): Promise<void> {
  const payload = await getPayload({ config })
  try {
    // Instances started together migrate and create the first accounts one after the other.
    await underBootLock(databaseUri(), async () => {
      await payload.db.migrate({ migrations: asPayloadMigrations(migrations) })
      await migrateJobQueue(databaseUri())
      // One transaction, so that a failed seed leaves nothing half-done behind.
      const transactionID = (await payload.db.beginTransaction()) ?? undefined
      const req = { transactionID }
      try {
        const admin = await ensureTeamAccount(payload, req, 'admin', process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD)
        // A demo editor with the demo content; in production only when EDITOR_EMAIL asks for one.
        const editor =
          seed || process.env.EDITOR_EMAIL
            ? await ensureTeamAccount(payload, req, 'editor', process.env.EDITOR_EMAIL, process.env.EDITOR_PASSWORD)
            : null
        const seeded = seed && (await seedDemoContent(payload, req))
        // A member to book as, with the demo dinners (never in production).
        const member = seed ? await ensureDemoMember(payload, req, process.env.MEMBER_EMAIL, process.env.MEMBER_PASSWORD) : null
        // Last week's dinner, held: its marks, answers, a « revoir » and a report.
        const evening = seeded ? await seedDemoEvening(payload, req, process.env.MEMBER_EMAIL) : null
        if (seeded) await recordDemoDecisions(payload, req)
        if (transactionID) await payload.db.commitTransaction(transactionID)
        if (seeded) console.log('Contenu de démonstration ajouté (8 articles, candidatures, membres et dîners).')
        if (admin && !process.env.ADMIN_PASSWORD) printCredentials(admin, 'admin')
        if (editor && !process.env.EDITOR_PASSWORD) printCredentials(editor, 'editor')
        if (member && !process.env.MEMBER_PASSWORD) printCredentials(member, 'member')
        if (evening) console.log(`Avis de démonstration du membre sur le dîner de la semaine dernière : http://localhost:3000${evening}`)
      } catch (error) {
        if (transactionID) await payload.db.rollbackTransaction(transactionID)
        throw error
      }
    })
  } finally {
    await payload.destroy()
  }
}

main(process.argv.includes('--seed'))
  .then(() => process.exit(0))
  .catch(fail)
