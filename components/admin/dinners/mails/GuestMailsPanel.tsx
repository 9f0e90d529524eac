'use client'

import { Button, Pill } from '@payloadcms/ui'
import { useState } from 'react'

import { type DinnerMailLog, MAIL_LOG_TEXTS, MAIL_STATE_LABELS, mailKindLabel } from '@/domain/dinnerMailLog'
import { bookingStatusLabel, formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'

import { useGuestMails } from './useGuestMails'
import { WriteToGuestsDialog } from './WriteToGuestsDialog'
import { LoadStatus } from '../../common/LoadStatus'

const STATE_STYLES = { planned: 'light', queued: 'light-gray', sent: 'success', retrying: 'warning', failed: 'error' } as const

type Guest = DinnerMailLog['guests'][number]

function GuestMails({ guest, pending, onResend }: { guest: Guest; pending: number | 'write' | null; onResend: (id: number) => void }) {
  const failures = guest.mails.filter((mail) => mail.state === 'failed' || mail.state === 'retrying').length
  return (
    <details className="club-mail-log__guest" open={failures > 0 || undefined}>
      <summary>
        <strong>{guest.name}</strong> · {bookingStatusLabel(guest.status)}
        {guest.tableNumber ? ` · ${fill(MAIL_LOG_TEXTS.toTable, { number: guest.tableNumber })}` : ''}
        {failures > 0 ? (
          <>
            {' '}
            <Pill size="small" pillStyle="error">
              {fillCount(MAIL_LOG_TEXTS.failures, failures)}
            </Pill>
          </>
        ) : null}
      </summary>
      <ul className="club-plain-list club-mail-log__mails">
        {guest.mails.map((mail, index) => (
          <li key={mail.id ?? `planned-${index}`} className="club-mail-log__mail">
            <span>
              <strong>{mailKindLabel(mail.kind)}</strong>
              {mail.subject ? ` · ${mail.subject}` : ''}
              <br />
              <span className="club-muted">{formatDinnerDate(mail.at)}</span>
            </span>
            <Pill size="small" pillStyle={STATE_STYLES[mail.state]}>
              {MAIL_STATE_LABELS[mail.state]}
            </Pill>
            {mail.id !== null && mail.resendable ? (
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                disabled={pending !== null}
                onClick={() => onResend(mail.id as number)}
                extraButtonProps={{ 'aria-label': `${MAIL_LOG_TEXTS.resend} « ${mailKindLabel(mail.kind)} » à ${guest.name}` }}
              >
                {pending === mail.id ? MAIL_LOG_TEXTS.resending : MAIL_LOG_TEXTS.resend}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * « Courriels aux convives » on a dinner's page: each guest's mails with their state (a failure
 * opens its guest and stays in view) and « Renvoyer »; « Écrire aux convives » and the messages written.
 */
export function GuestMailsPanel({ dinnerId, canWrite }: { dinnerId: number; canWrite: boolean }) {
  const { load, pending, retry, resend, write } = useGuestMails(dinnerId)
  const [writing, setWriting] = useState(false)
  return (
    <section className="club-panel club-mail-log" aria-labelledby="mail-log-title">
      <div className="club-articles__toolbar">
        <h2 className="club-panel__title" id="mail-log-title">
          {MAIL_LOG_TEXTS.heading}
        </h2>
        {canWrite ? (
          <Button buttonStyle="primary" margin={false} onClick={() => setWriting(true)}>
            {MAIL_LOG_TEXTS.write}
          </Button>
        ) : null}
      </div>
      <p className="club-hint">{MAIL_LOG_TEXTS.intro}</p>
      <LoadStatus load={load} loadingText={MAIL_LOG_TEXTS.loading} onRetry={retry} />
      {load.state === 'ready' ? (
        <>
          {load.data.guests.length === 0 ? <p className="club-muted">{MAIL_LOG_TEXTS.none}</p> : null}
          {load.data.guests.map((guest) => (
            <GuestMails key={guest.bookingId} guest={guest} pending={pending} onResend={(id) => void resend(id, guest.name)} />
          ))}
          <h3 className="club-details__heading">{MAIL_LOG_TEXTS.messages}</h3>
          {load.data.messages.length === 0 ? (
            <p className="club-muted">{MAIL_LOG_TEXTS.noMessages}</p>
          ) : (
            <ul className="club-plain-list">
              {load.data.messages.map((message) => (
                <li key={message.id} className="club-mail-log__message">
                  <strong>{message.subject}</strong>
                  <p className="club-muted">
                    {fillCount(MAIL_LOG_TEXTS.messageMeta, message.recipients, {
                      date: formatDinnerDate(message.createdAt),
                      to:
                        message.table === null
                          ? MAIL_LOG_TEXTS.toAll.toLowerCase()
                          : fill(MAIL_LOG_TEXTS.toTable, { number: message.table }).toLowerCase(),
                    })}
                  </p>
                  <p className="club-mail-log__body">{message.body}</p>
                </li>
              ))}
            </ul>
          )}
          <WriteToGuestsDialog
            open={writing}
            tables={load.data.tables}
            pending={pending === 'write'}
            onSend={(message) => void write(message, () => setWriting(false))}
            onClose={() => setWriting(false)}
          />
        </>
      ) : null}
    </section>
  )
}
