import { getPayload, type Migration } from 'payload'

import { migrations } from '../src/migrations'
import { ensureDatabase } from '../src/server/db/local'
import { ensureTeamAccount, printCredentials, seedDemoContent } from '../src/server/seed/seed'

/**
 * Brings the database up to date: starts the embedded server when DATABASE_URI is unset,
 * applies the committed migrations, creates the admin account (and with the demo content an editor)
 * if none exists, printing their credentials once, and, when asked, seeds the demo content of an empty database.
 */
export async function prepareDatabase({ seed }: { seed: boolean }): Promise<string> {
  const uri = await ensureDatabase()
  // The config reads DATABASE_URI when it is loaded, so it is imported only now.
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  try {
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
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
      if (transactionID) await payload.db.commitTransaction(transactionID)
      if (seeded) console.log('Contenu de démonstration ajouté (8 articles, candidatures).')
      if (admin && !process.env.ADMIN_PASSWORD) printCredentials(admin, 'admin')
      if (editor && !process.env.EDITOR_PASSWORD) printCredentials(editor, 'editor')
    } catch (error) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      throw error
    }
  } finally {
    await payload.destroy()
  }
  return uri
}
