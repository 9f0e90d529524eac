import nodemailer from 'nodemailer'

import type { CountingSink } from './countingSink'
import type { MailParts } from '../../src/server/email/mailContent'
import { mailMessage } from '../../src/server/email/message'

/** Connections of the reference's pool: nodemailer's default, and what the app's bulk sender opens. */
const REFERENCE_CONNECTIONS = 5

/**
 * The physical limit here: `count` messages sent by nodemailer's pooled transport alone to the
 * same sink, all queued at once, nothing else running; each the app's own message for these parts
 * (its MIME, the inline logo), to another recipient. Returns the time until the last was accepted, in ms.
 */
export async function pooledSendTime(sink: CountingSink, count: number, parts: Omit<MailParts, 'to'>): Promise<number> {
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: REFERENCE_CONNECTIONS, maxMessages: Infinity })
  const started = performance.now()
  try {
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        transport.sendMail({
          from: 'Référence <reference@reference.example>',
          ...mailMessage({ ...parts, to: `lecteur.${i}@reference.example` }),
        }),
      ),
    )
    return performance.now() - started
  } finally {
    transport.close()
  }
}
