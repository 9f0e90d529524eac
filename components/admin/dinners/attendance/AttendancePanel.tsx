'use client'

import { Button } from '@payloadcms/ui'

import { ATTENDANCE_MARKS, ATTENDANCE_TEXTS, type AttendanceMark, type AttendanceRecord } from '@/domain/attendance'
import { TEAM_ATTENDANCE_ANCHOR, TEAM_ATTENDANCE_TEXTS } from '@/domain/attendanceContests'
import { formatDinnerDate } from '@/domain/dinners'
import { MARK_ORIGIN_LABELS } from '@/domain/evening'
import { fill } from '@/domain/fill'
import { PENDING_LABELS } from '@/domain/ui'

import { DinnerFees } from './DinnerFees'
import { useAttendance } from './useAttendance'
import { LoadStatus } from '../../common/LoadStatus'

/**
 * One guest on one line: their name, their marks as a segmented control (the browser's radios,
 * drawn as segments: Tab reaches the chosen mark, the arrows choose the next one at once), who set
 * the mark and when.
 */
export function GuestAttendance({
  record,
  shown,
  onMark,
}: {
  record: AttendanceRecord
  shown: AttendanceMark | null
  onMark: (mark: AttendanceMark) => void
}) {
  return (
    <li className="club-attendance__guest" aria-busy={shown !== record.mark || undefined}>
      <span className="club-attendance__name">{record.guest}</span>
      <div className="club-segmented" role="radiogroup" aria-label={`${ATTENDANCE_TEXTS.legendPrefix}${record.guest}`}>
        {ATTENDANCE_MARKS.map((mark) => (
          <label key={mark.value} className="club-segmented__item">
            <input
              type="radio"
              className="club-segmented__input"
              name={`attendance-${record.bookingId}`}
              value={mark.value}
              checked={shown === mark.value}
              onChange={() => onMark(mark.value)}
            />
            {mark.label}
          </label>
        ))}
      </div>
      <span className="club-hint club-attendance__record">
        {record.mark && record.markedAt
          ? fill(record.origin ? ATTENDANCE_TEXTS.markedFrom : ATTENDANCE_TEXTS.markedBy, {
              name: record.markedBy ?? '—',
              date: formatDinnerDate(record.markedAt),
              origin: record.origin ? MARK_ORIGIN_LABELS[record.origin] : '',
            })
          : ATTENDANCE_TEXTS.notMarked}
      </span>
      {record.contest ? (
        <p className="club-attendance__contest">
          {fill(TEAM_ATTENDANCE_TEXTS.contestNote, { message: record.contest })}{' '}
          <a href={`/admin/dinners#${TEAM_ATTENDANCE_ANCHOR}`}>{TEAM_ATTENDANCE_TEXTS.answerThere}</a>
        </p>
      ) : null}
    </li>
  )
}

/**
 * « Présences », first on the page of a dinner that has begun: one line per guest with their mark
 * (present, absent without notice, late cancellation), shown at once and saved in the background
 * (the server checks each), with who set it and when; « Tous présents » marks the guests not yet marked.
 */
export function AttendancePanel({ dinnerId }: { dinnerId: number }) {
  const { load, saving, retry, mark, allPresent, shownMark } = useAttendance(dinnerId)
  const records = load.state === 'ready' ? load.data.attendance : []
  const unmarked = records.filter((record) => record.mark === null).length
  return (
    <section className="club-panel club-attendance" aria-labelledby="attendance-title">
      <div className="club-articles__toolbar">
        <h2 className="club-panel__title" id="attendance-title">
          {ATTENDANCE_TEXTS.heading}
        </h2>
        {records.length > 0 ? (
          <Button
            buttonStyle="primary"
            margin={false}
            disabled={saving !== null || unmarked === 0}
            onClick={() => void allPresent(records)}
            extraButtonProps={{ 'aria-describedby': 'attendance-all-present' }}
          >
            {saving === 'all' ? PENDING_LABELS.saving : ATTENDANCE_TEXTS.allPresent}
          </Button>
        ) : null}
      </div>
      <p className="club-hint">
        {ATTENDANCE_TEXTS.intro} <span id="attendance-all-present">{ATTENDANCE_TEXTS.allPresentHint}</span>
      </p>
      <LoadStatus load={load} loadingText={ATTENDANCE_TEXTS.loading} onRetry={retry} />
      {load.state === 'ready' && records.length === 0 ? <p className="club-muted">{ATTENDANCE_TEXTS.none}</p> : null}
      {records.length > 0 ? (
        <ul className="club-attendance__guests">
          {records.map((record) => (
            <GuestAttendance
              key={record.bookingId}
              record={record}
              shown={shownMark(record)}
              onMark={(value) => mark(record.bookingId, value)}
            />
          ))}
        </ul>
      ) : null}
      {load.state === 'ready' && load.data.fees ? <DinnerFees fees={load.data.fees} /> : null}
    </section>
  )
}
