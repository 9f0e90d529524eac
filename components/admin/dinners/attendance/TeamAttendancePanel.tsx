'use client'

import { Button, toast } from '@payloadcms/ui'
import { useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingKey } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { ATTENDANCE_MARKS, type AttendanceMark, attendanceMarkLabel } from '@/domain/attendance'
import {
  CONTEST_MESSAGE_MAX,
  countedAbsences,
  type OpenContest,
  type PausedMember,
  TEAM_ATTENDANCE_ANCHOR,
  TEAM_ATTENDANCE_TEXTS as TEXTS,
  type TeamAttendance,
} from '@/domain/attendanceContests'
import { formatDinnerDate } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { PENDING_LABELS } from '@/domain/ui'

import { LoadStatus } from '../../common/LoadStatus'

/** One contest: the member's words, the mark the team keeps or sets instead, and its word back. */
function ContestItem({
  contest,
  busy,
  onAnswer,
}: {
  contest: OpenContest
  busy: boolean
  onAnswer: (answer: { mark: AttendanceMark; reply: string }) => void
}) {
  const [mark, setMark] = useState<AttendanceMark>(contest.mark)
  const [reply, setReply] = useState('')
  const id = `contest-${contest.bookingId}`
  return (
    <li className="club-card club-contest">
      <form
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault()
          onAnswer({ mark, reply })
        }}
      >
        <h3 className="club-contest__title" id={`${id}-title`}>
          {fill(TEXTS.contestedBy, { member: contest.member, dinner: contest.dinnerTitle, date: frenchLongDate(contest.startsAt) })}
        </h3>
        <p className="club-hint">
          {fill(TEXTS.currentMark, { mark: attendanceMarkLabel(contest.mark) })} · {formatDinnerDate(contest.at)}
        </p>
        <blockquote className="club-contest__message">{contest.message}</blockquote>
        <fieldset className="club-attendance__guest">
          <legend className="club-field__label">{TEXTS.answerMark}</legend>
          <div className="club-attendance__marks">
            {ATTENDANCE_MARKS.map((option) => (
              <label key={option.value} className="club-attendance__mark">
                <input
                  type="radio"
                  name={`${id}-mark`}
                  value={option.value}
                  checked={mark === option.value}
                  onChange={() => setMark(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="club-field" htmlFor={`${id}-reply`}>
          <span className="club-field__label">{TEXTS.answerReply}</span>
          <textarea
            id={`${id}-reply`}
            className="club-textarea"
            rows={3}
            maxLength={CONTEST_MESSAGE_MAX}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
        </label>
        <Button type="submit" buttonStyle="primary" margin={false} disabled={busy}>
          {busy ? PENDING_LABELS.sending : TEXTS.answer}
        </Button>
      </form>
    </li>
  )
}

function PausedItem({ member, busy, onLift }: { member: PausedMember; busy: boolean; onLift: () => void }) {
  return (
    <li className="club-card">
      <div className="club-card__main">
        <p className="club-card__name">{member.name}</p>
        <p className="club-card__note">
          {member.email} · {fill(TEXTS.pausedUntil, { date: frenchLongDate(member.pausedUntil) })} · {countedAbsences(member.noShows)}
        </p>
      </div>
      <div className="club-card__actions">
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={busy}
          onClick={onLift}
          aria-label={`${TEXTS.lift} : ${member.name}`}
        >
          {busy ? PENDING_LABELS.saving : TEXTS.lift}
        </Button>
      </div>
    </li>
  )
}

/**
 * On /admin/dinners, for admins: the contested marks awaiting an answer (the member is told by
 * e-mail), and the members whose bookings the no-show policy paused, each pause liftable.
 */
export function TeamAttendancePanel() {
  const { load, reload, retry, show } = useLoad<TeamAttendance>('/api/admin/attendance', TEXTS.loadFailed)
  // A refusal (another admin answered or lifted first) says why, and the list is read again.
  const { pending, run } = usePendingKey<string>((error) => {
    toast.error(TEXTS.errorTitle, { description: errorMessage(error) })
    return reload()
  })

  const answer = (contest: OpenContest, body: { mark: AttendanceMark; reply: string }) =>
    void run(`contest-${contest.bookingId}`, async () => {
      show(await apiRequest<TeamAttendance>('POST', `/api/admin/attendance/contests/${contest.bookingId}`, body))
      toast.success(TEXTS.answeredTitle, { description: TEXTS.answered })
    })
  const lift = (member: PausedMember) =>
    void run(`pause-${member.id}`, async () => {
      show(await apiRequest<TeamAttendance>('DELETE', `/api/admin/members/${member.id}/pause`))
      toast.success(TEXTS.liftedTitle, { description: fill(TEXTS.lifted, { name: member.name }) })
    })

  return (
    <section className="club-dinners__section" id={TEAM_ATTENDANCE_ANCHOR} aria-labelledby="team-attendance-title">
      <h2 id="team-attendance-title">{TEXTS.contestsHeading}</h2>
      <LoadStatus load={load} loadingText={TEXTS.loading} onRetry={retry} />
      {load.state === 'ready' ? (
        <>
          {load.data.contests.length === 0 ? (
            <p className="club-empty">{TEXTS.contestsEmpty}</p>
          ) : (
            <ul className="club-cards">
              {load.data.contests.map((contest) => (
                <ContestItem
                  key={contest.bookingId}
                  contest={contest}
                  busy={pending === `contest-${contest.bookingId}`}
                  onAnswer={(body) => answer(contest, body)}
                />
              ))}
            </ul>
          )}
          <h2>{TEXTS.pausedHeading}</h2>
          {load.data.paused.length === 0 ? (
            <p className="club-empty">{TEXTS.pausedEmpty}</p>
          ) : (
            <ul className="club-cards">
              {load.data.paused.map((member) => (
                <PausedItem key={member.id} member={member} busy={pending === `pause-${member.id}`} onLift={() => lift(member)} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  )
}
