/**
 * The e2e server (Playwright's webServer): the production app on a fresh database, mailing to
 * a real SMTP server run here, whose received mails are listed at E2E_MAILBOX_URL, where the
 * database can also be crashed and restarted. Stopped by SIGTERM.
 */
import { createServer } from 'node:http'

import { type ProductionServer, startProductionServer } from '../../scripts/productionServer'
import { startSmtpSink } from '../support/smtpSink'
import { E2E_ADMIN, E2E_ANALYTICS_HOST, E2E_ANALYTICS_KEY, E2E_EDITOR, E2E_MAILBOX_URL, E2E_MEMBER, E2E_PORT } from './fixtures'

/** Each stage says when it starts, so that a server that never answers shows where it stopped. */
function stage(name: string): void {
  console.log(`[e2e server] ${new Date().toISOString()} ${name}`)
}

async function main() {
  stage('SMTP sink')
  const smtp = await startSmtpSink()
  process.env.SMTP_URL = smtp.url
  // Every journey registers and logs in from this one machine: those quotas are raised here
  // (the contact quota stays as in production, an e2e test checks its 429).
  process.env.RATE_LIMIT_MAX_REGISTER = '200'
  process.env.RATE_LIMIT_MAX_LOGIN = '200'
  process.env.RATE_LIMIT_MAX_QUICKSIGNUP = '200'
  // Analytics configured as in production, towards a host the specs intercept (page.route).
  process.env.NEXT_PUBLIC_POSTHOG_KEY = E2E_ANALYTICS_KEY
  process.env.NEXT_PUBLIC_POSTHOG_HOST = E2E_ANALYTICS_HOST
  // The database of the server started below, for the outage endpoints.
  const started: { database?: ProductionServer['database'] } = {}
  // GET /: the mails received. POST /database/crash and /database/restart: an outage (outage.spec.ts).
  const mailbox = createServer((req, res) => {
    const action = req.method === 'POST' ? /^\/database\/(crash|restart)$/.exec(req.url ?? '')?.[1] : undefined
    if (action) {
      const run = action === 'crash' ? started.database?.crash : started.database?.restart
      void (run ? run() : Promise.reject(new Error('no embedded database')))
        .then(() => res.writeHead(204).end())
        .catch((error: Error) => res.writeHead(500).end(error.message))
      return
    }
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify(smtp.received.map(({ to, subject, text }) => ({ to, subject, text }))))
  })
  const { port, hostname } = new URL(E2E_MAILBOX_URL)
  stage(`mailbox on ${E2E_MAILBOX_URL}`)
  await new Promise<void>((resolve, reject) => mailbox.once('error', reject).listen(Number(port), hostname, resolve))

  stage('database, build and server')

  const server = await startProductionServer({
    port: E2E_PORT,
    admin: E2E_ADMIN,
    editor: E2E_EDITOR,
    member: E2E_MEMBER,
    build: process.env.E2E_SKIP_BUILD !== '1',
  })
  started.database = server.database
  stage('answering')
  const stop = async (code: number) => {
    await server.stop()
    mailbox.close()
    await smtp.close()
    process.exit(code)
  }
  process.on('SIGTERM', () => void stop(0))
  process.on('SIGINT', () => void stop(0))
  server.process.on('close', (code) => void stop(code ?? 1))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
