import { beforeAll, expect, it } from 'vitest'

import { pool } from '@/server/db/pool'
import { inTransaction } from '@/server/db/transaction'
import { deliverDueMails, enqueueMail } from '@/server/email/outbox'

import { ready, setAsideEarlierMails, smtp, uniqueEmail } from './support/api'
import { slowRecipients } from './support/workerSetup'

beforeAll(async () => {
  await ready()
})

it('30 queued mails, two instances, a claim shorter than their batch and a slow SMTP server: each mail arrives exactly once', async () => {
  const payload = await ready()
  await setAsideEarlierMails()
  const recipients = Array.from({ length: 30 }, () => uniqueEmail())
  // Each send takes 200 ms: one instance's 15 mails outlast a 2 s claim.
  for (const to of recipients) slowRecipients.set(to, 200)
  try {
    const ids = await inTransaction(payload, async (tx) => {
      const queued: number[] = []
      for (const to of recipients)
        queued.push(await enqueueMail(tx, { to, subject: 'Un serveur lent', text: 'Bonjour.', kind: 'slow-smtp' }))
      return queued
    })
    const rounds = await Promise.all([0, 1].map(() => deliverDueMails(payload, { limit: 40, leaseSeconds: 2 })))
    expect(rounds.reduce((sum, round) => sum + round.failed, 0)).toBe(0)
    for (const to of recipients)
      expect(
        smtp().received.filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1)
    const { rows } = await pool(payload).query<{ attempts: number; sent: boolean; claim_token: string | null }>(
      'SELECT attempts, sent_at IS NOT NULL AS sent, claim_token FROM mail_outbox WHERE id = ANY($1::int[])',
      [ids],
    )
    expect(rows).toEqual(ids.map(() => ({ attempts: 1, sent: true, claim_token: null })))
  } finally {
    for (const to of recipients) slowRecipients.delete(to)
  }
})
