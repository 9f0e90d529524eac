import { getPayload, type Payload, type PayloadRequest } from 'payload'

import { migrations } from '@/migrations'
import config from '@payload-config'

import { asPayloadMigrations } from '../db/payloadInternals'
import { databaseUri, isProduction } from '../env'
import { underBootLock } from './bootLock'
import { printCredentials } from './printCredentials'
import { ensureTeamAccount } from './teamAccounts'
import { migrateJobQueue } from '../jobs/runner'

/** More first-start content, in the accounts' transaction; answers what to do and print once it is committed. */
export type FirstStartContent = (payload: Payload, req: Partial<PayloadRequest>) => Promise<() => void | Promise<void>>

/**
 * What an instance does once before it serves, on DATABASE_URI (the schema owner's, when the app's
 * role may only read and write rows), under the boot lock so that instances starting together do it
 * one after the other and the later ones find it done:
 * 1. Payload connects; in production its adapter applies the committed migrations as it connects
 *    (prodMigrations, payload.config.ts); elsewhere (`npm run dev`, the tests' databases) they are applied here;
 * 2. the job queue's own schema is brought up to date;
 * 3. the admin account (ADMIN_EMAIL, ADMIN_PASSWORD) is created when there is none, the editor's
 *    too when `editor` asks for it, and `content` is added, in one transaction: a failure leaves
 *    nothing half-done behind. A generated password is printed once.
 */
export async function bootInstance({ editor = false, content }: { editor?: boolean; content?: FirstStartContent } = {}): Promise<void> {
  await underBootLock(databaseUri(), async () => {
    const payload = await getPayload({ config })
    try {
      if (!isProduction()) await payload.db.migrate({ migrations: asPayloadMigrations(migrations) })
      await migrateJobQueue(databaseUri())
      const transactionID = (await payload.db.beginTransaction()) ?? undefined
      const req = { transactionID }
      try {
        const admin = await ensureTeamAccount(payload, req, 'admin', process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD)
        const editorAccount = editor
          ? await ensureTeamAccount(payload, req, 'editor', process.env.EDITOR_EMAIL, process.env.EDITOR_PASSWORD)
          : null
        const report = await content?.(payload, req)
        if (transactionID) await payload.db.commitTransaction(transactionID)
        if (admin && !process.env.ADMIN_PASSWORD) printCredentials(admin, 'admin')
        if (editorAccount && !process.env.EDITOR_PASSWORD) printCredentials(editorAccount, 'editor')
        await report?.()
      } catch (error) {
        if (transactionID) await payload.db.rollbackTransaction(transactionID)
        throw error
      }
    } finally {
      await payload.destroy()
    }
  })
}
