import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A part of a received mail other than its text and HTML: an attachment, the inline logo, an invitation. */
type ReceivedPart = { filename?: string; contentType: string; disposition?: string; cid?: string; method?: string; content: string }

/** A real SMTP server, in-process, that keeps what it receives (and refuses chosen recipients), parsed by mailparser. */
export type ReceivedMail = {
  from: string
  to: string[]
  raw: string
  subject: string
  text: string
  html: string
  replyTo: string
  parts: ReceivedPart[]
  /** A mailing's unsubscribe headers (RFC 2369 and 8058) as sent, unfolded; '' when absent. */
  listUnsubscribe: string
  listUnsubscribePost: string
}

async function parse(raw: string): Promise<Omit<ReceivedMail, 'from' | 'to' | 'raw'>> {
  const mail = await simpleParser(raw)
  const header = (key: string) =>
    (mail.headerLines.find((line) => line.key === key)?.line ?? '').replace(/\r?\n\s+/g, ' ').replace(/^[^:]+:\s*/, '')
  return {
    listUnsubscribe: header('list-unsubscribe'),
    listUnsubscribePost: header('list-unsubscribe-post'),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html || '',
    replyTo: mail.replyTo?.text ?? '',
    parts: mail.attachments.map((part) => ({
      filename: part.filename,
      contentType: part.contentType,
      disposition: part.contentDisposition,
      cid: part.cid,
      method: (part.headers.get('content-type') as { params?: { method?: string } } | undefined)?.params?.method,
      content: /^(text\/|application\/ics)/.test(part.contentType) ? part.content.toString('utf8') : part.content.toString('base64'),
    })),
  }
}

export type ReturnTypeOfSink = Awaited<ReturnType<typeof startSmtpSink>>

/** `refused` recipients get a 550; a `delay` (ms) makes the server slow to accept a recipient (it is told the sender too). */
export async function startSmtpSink(
  refused: (address: string) => boolean = () => false,
  delay: (address: string, from: string) => number = () => 0,
) {
  const received: ReceivedMail[] = []
  let connections = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1
      callback()
    },
    onRcptTo(address, session, callback) {
      if (refused(address.address)) return callback(new Error('550 mailbox unavailable'))
      setTimeout(callback, delay(address.address, session.envelope.mailFrom ? session.envelope.mailFrom.address : ''))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        parse(raw).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              ...parsed,
            })
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  // A client that dies in the middle of an exchange (an instance a test kills) resets its connection,
  // which the server reports as an error: no failure of the server's.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.error('[smtp]', error)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Connections opened so far: a pooled sender opens a few for many mails. */
    get connections() {
      return connections
    },
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
