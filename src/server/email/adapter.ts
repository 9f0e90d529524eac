import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { assertProductionMail, DATA_DIR, isBuildPhase, isProduction } from '../env'

/**
 * Nodemailer waits 2 minutes to connect and 10 minutes on a silent socket by default: a stuck SMTP
 * server would outlast the outbox's claim on a mail, and another instance would send it again.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
/**
 * The exchanges of one send after the greeting: EHLO, STARTTLS, EHLO, AUTH LOGIN (3: the command,
 * the user, the password), MAIL FROM, RCPT TO, DATA, the message.
 */
const SMTP_COMMANDS = 10
/** The longest one mail can take to send: connecting, the greeting, then each command waiting out the socket timeout. */
export const WORST_CASE_SEND_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_COMMANDS * SMTP_TIMEOUTS.socketTimeout

/**
 * Payload e-mail adapter on nodemailer (DESIGN §8). With SMTP_URL, mails go to that server;
 * without it, each mail is written to .data/outbox/*.eml and logged, so nothing is lost in
 * development (in production only when MAIL_TO_FILES=1 says so). (@payloadcms/email-nodemailer has no release matching payload 3.90.2.)
 */
export function nodemailerAdapter(options: { smtpUrl?: string; from: { name: string; address: string } }): EmailAdapter {
  const outbox = join(DATA_DIR, 'outbox')
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  return ({ payload }) => {
    // `npm start` refuses this already; a server started another way must not count files as sent mail either.
    if (isProduction() && !isBuildPhase()) assertProductionMail()
    return {
      name: 'nodemailer',
      defaultFromAddress: options.from.address,
      defaultFromName: options.from.name,
      sendEmail: async (message: SendEmailOptions) => {
        const info = await transport.sendMail({
          from: { name: options.from.name, address: options.from.address },
          ...message,
        })
        if (!options.smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
          mkdirSync(outbox, { recursive: true })
          const file = join(outbox, `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.eml`)
          writeFileSync(file, info.message)
          payload.logger.info(`E-mail to ${String(message.to)} written to ${file} (no SMTP_URL set)`)
        }
        return info
      },
    }
  }
}

/** Parses "Name <address>" (MAIL_FROM) into its parts. */
export function parseFrom(value: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value)
  return match ? { name: match[1] || match[2], address: match[2] } : { name: value, address: value }
}
