import { SMTPServer } from 'smtp-server'

/** A real SMTP server, in-process, that keeps what it receives (and refuses chosen recipients). */
export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string }

function fromQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : fromQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function parse(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/)
  const headers = head.replace(/\r?\n[ \t]+/g, ' ')
  const subject = decodeWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? '')
  const body = rest.join('\n\n')
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase()
  if (encoding === 'quoted-printable') return { subject, text: fromQuotedPrintable(body) }
  if (encoding === 'base64') return { subject, text: Buffer.from(body, 'base64').toString('utf8') }
  return { subject, text: body }
}

export type ReturnTypeOfSink = Awaited<ReturnType<typeof startSmtpSink>>

/** `refused` recipients get a 550; a `delay` (ms) makes the server slow to accept a recipient. */
export async function startSmtpSink(refused: (address: string) => boolean = () => false, delay: (address: string) => number = () => 0) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused(address.address)) return callback(new Error('550 mailbox unavailable'))
      setTimeout(callback, delay(address.address))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parse(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until a mail to `to` (whose subject contains `subject`, when given) arrives. */
    async waitFor(to: string, subject = '', timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const mail = received.find((m) => m.to.includes(to) && m.subject.includes(subject))
        if (mail) return mail
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
