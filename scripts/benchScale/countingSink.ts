import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

/**
 * The bench's SMTP server: it accepts at full speed and keeps, for each mail it accepted, its
 * recipient, its Message-ID and when. It parses nothing (a parser would be the bottleneck), and
 * counts only from what it received: nothing is taken from the app's own logs. `hold()` stops
 * answering the end of the data (the moment a mail is accepted) until `release()`: a crash then
 * lands while the sender waits for the answer, and a mail whose sender went away unanswered is
 * not accepted (this server commits a mail when it answers).
 */
export type CountingSink = {
  url: string
  accepted: Array<{ to: string; subject: string; messageId: string; at: number }>
  /**
   * Accepted mails whose recipient and subject match (from the `from`-th accepted on), how many of them repeat
   * one already accepted (same recipient and subject), and when the last was accepted.
   */
  count: (
    matches: (to: string, subject: string) => boolean,
    from?: number,
  ) => { mails: number; recipients: number; duplicates: number; last: number }
  hold: () => void
  release: () => void
  close: () => Promise<void>
}

/** A count in progress: where it stopped in `accepted`, and what it has counted so far. */
type Tally = { next: number; mails: number; duplicates: number; last: number; recipients: Set<string>; seen: Set<string> }

const MESSAGE_ID = /^message-id:\s*(<[^>\r\n]+>)/im
/** The subject as sent (encoded words and folding kept: equal subjects are equal strings). */
const SUBJECT = /^subject:\s*((?:[^\r\n]|\r?\n[ \t])*)/im

export async function startCountingSink(): Promise<CountingSink> {
  const accepted: CountingSink['accepted'] = []
  let held: Array<() => void> | null = null
  // Sessions whose client went away: a mail held for them was never answered, so never accepted.
  const gone = new Set<string>()
  const tallies = new Map<(to: string, subject: string) => boolean, Map<number, Tally>>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Many mails on one connection (a pooled sender), and no limit on connections.
    maxClients: 1000,
    onClose(session) {
      gone.add(session.id)
    },
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('latin1')
      })
      stream.on('end', () => {
        const accept = () => {
          if (gone.has(session.id)) return
          const messageId = MESSAGE_ID.exec(head)?.[1] ?? ''
          const subject = SUBJECT.exec(head)?.[1] ?? ''
          for (const to of session.envelope.rcptTo) accepted.push({ to: to.address, subject, messageId, at: Date.now() })
          callback()
        }
        if (held) held.push(accept)
        else accept()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    count: (matches, from = 0) => {
      // The bench asks every 100 ms while tens of thousands arrive, in the sink's own process: each
      // tally goes on from where it stopped, so asking never slows the accepting down.
      const key = tallies.get(matches)?.get(from) ?? {
        next: from,
        mails: 0,
        duplicates: 0,
        last: 0,
        recipients: new Set<string>(),
        seen: new Set<string>(),
      }
      for (; key.next < accepted.length; key.next += 1) {
        const mail = accepted[key.next]
        if (!matches(mail.to, mail.subject)) continue
        key.mails += 1
        key.last = Math.max(key.last, mail.at)
        key.recipients.add(mail.to)
        const seenKey = `${mail.to}\n${mail.subject}`
        if (key.seen.has(seenKey)) key.duplicates += 1
        key.seen.add(seenKey)
      }
      if (!tallies.has(matches)) tallies.set(matches, new Map())
      tallies.get(matches)?.set(from, key)
      return { mails: key.mails, recipients: key.recipients.size, duplicates: key.duplicates, last: key.last }
    },
    hold: () => {
      held ??= []
    },
    release: () => {
      const waiting = held ?? []
      held = null
      for (const accept of waiting) accept()
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
