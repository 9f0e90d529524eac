import nodemailer from 'nodemailer'
import type { Payload } from 'payload'

import { SMTP_TIMEOUTS, parseFrom } from './adapter'
import type { MailTransport } from './outbox'
import { mailFrom, smtpUrl } from '../env'
import { processWide } from '../processWide'

/** Connections the letter keeps open to the SMTP server, per instance (nodemailer's default pool). */
export const BULK_CONNECTIONS = 5

/**
 * The weekly letter's own connections to the SMTP server: a pool that sends tens of thousands of
 * copies over a few connections rather than one connection each, apart from the transactional
 * mails' transport, so that a booking's confirmation never waits behind the letter. Without
 * SMTP_URL (mails kept as files), the adapter's transport is used.
 */
export function bulkTransport(payload: Payload): MailTransport {
  const url = smtpUrl()
  if (!url) return (message) => payload.sendEmail(message)
  const pool = processWide('bulkMailPool', () =>
    nodemailer.createTransport({ url, pool: true, maxConnections: BULK_CONNECTIONS, maxMessages: Infinity, ...SMTP_TIMEOUTS }),
  )
  const from = parseFrom(mailFrom())
  return (message) => pool.sendMail({ from, ...message })
}
