import nodemailer from 'nodemailer'

import type { CountingSink } from './countingSink'

/** Connections of the reference's pool: nodemailer's default, and what the app's bulk sender opens. */
export const REFERENCE_CONNECTIONS = 5

/**
 * The physical limit here: `count` messages of this size sent by nodemailer's pooled transport
 * alone to the same sink, all queued at once, nothing else running. Returns the time until the
 * last was accepted, in ms.
 */
export async function pooledSendTime(
  sink: CountingSink,
  count: number,
  message: { subject: string; text: string; html?: string },
): Promise<number> {
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: REFERENCE_CONNECTIONS, maxMessages: Infinity })
  const started = performance.now()
  try {
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        transport.sendMail({ from: 'Référence <reference@reference.example>', to: `lecteur.${i}@reference.example`, ...message }),
      ),
    )
    return performance.now() - started
  } finally {
    transport.close()
  }
}
