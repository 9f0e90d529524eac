'use client'

import { useEffect } from 'react'

import { LoadStatus } from '@components/site/LoadStatus'
import { Badge } from '@components/ui/Badge'
import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { KitTheme } from '@components/ui/KitTheme'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { useLoad } from '@/client/useLoad'
import type { MemberBooking } from '@/domain/api/dinners'
import { frenchLongDate } from '@/domain/applicationStatus'
import { type AttendanceMark, attendanceMarkLabel } from '@/domain/attendance'
import {
  carriedAbsences,
  countedAbsences,
  MEMBER_ATTENDANCE_TEXTS as TEXTS,
  type MemberAttendance,
  type MemberMark,
} from '@/domain/attendanceContests'
import { formatDinnerDate } from '@/domain/dinners'
import { FEEDBACK_REVOIR_ANCHOR, type FeedbackWindow, memberFeedbackPath, SPACE_FEEDBACK_TEXTS } from '@/domain/feedback'
import { fill } from '@/domain/fill'
import { MEMBER_SPACE_SECTIONS, MEMBER_SPACE_TEXTS } from '@/domain/memberSpace'
import { policySentence } from '@/domain/noShowPolicy'
import { fillCount } from '@/domain/plural'

import { ContestDialog } from './ContestDialog'
import { ReportDialog } from './ReportDialog'
import { useOlderMarks } from './useOlderMarks'

const MARK_COLORS: Record<AttendanceMark, 'green' | 'red' | 'amber'> = { present: 'green', no_show: 'red', late_cancel: 'amber' }

function ContestState({ mark }: { mark: MemberMark }) {
  const { contest } = mark
  if (!contest) return null
  if (!contest.answer) {
    return (
      <Text as="p" size="2" mt="2">
        {TEXTS.contested.replace('{date}', frenchLongDate(contest.at))}
      </Text>
    )
  }
  return (
    <Text as="p" size="2" mt="2">
      {(contest.answer.outcome === 'changed' ? TEXTS.changed : TEXTS.kept).replace('{date}', frenchLongDate(contest.answer.at))}
      {contest.answer.reply ? (
        <>
          <br />
          {TEXTS.reply.replace('{reply}', contest.answer.reply)}
        </>
      ) : null}
    </Text>
  )
}

/** « Donner mon avis » (or « Modifier mon avis ») and « Revoir mes voisins » while the feedback is open, signed in. */
function FeedbackLinks({ dinnerId, feedback }: { dinnerId: number; feedback: FeedbackWindow | null }) {
  if (!feedback) return null
  return (
    <>
      <Button asChild size="sm">
        <Link href={memberFeedbackPath(dinnerId)}>{feedback.answered ? SPACE_FEEDBACK_TEXTS.change : SPACE_FEEDBACK_TEXTS.give}</Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link href={`${memberFeedbackPath(dinnerId)}#${FEEDBACK_REVOIR_ANCHOR}`}>{SPACE_FEEDBACK_TEXTS.revoir}</Link>
      </Button>
    </>
  )
}

function FeedbackUntil({ feedback }: { feedback: FeedbackWindow | null }) {
  if (!feedback) return null
  return (
    <Text as="p" size="2" color="gray" mt="1">
      {fill(SPACE_FEEDBACK_TEXTS.openUntil, { date: frenchLongDate(feedback.until) })}
    </Text>
  )
}

/** A dinner held that the team has not marked yet: its date, and the feedback while open. */
function UnmarkedItem({ booking }: { booking: MemberBooking }) {
  return (
    <li className="attendance-record" id={`diner-passe-${booking.dinner.id}`}>
      <div>
        <Text as="p" weight="medium">
          {booking.dinner.title}
        </Text>
        <Text as="p" size="2" color="gray">
          {formatDinnerDate(booking.dinner.startsAt)}
        </Text>
        <FeedbackUntil feedback={booking.feedback} />
      </div>
      <div className="attendance-record__side">
        <Badge color="gray">{MEMBER_SPACE_TEXTS.notMarked}</Badge>
        <FeedbackLinks dinnerId={booking.dinner.id} feedback={booking.feedback} />
      </div>
    </li>
  )
}

function MarkItem({ mark, onContested }: { mark: MemberMark; onContested: (data: MemberAttendance) => void }) {
  return (
    <li className="attendance-record" id={`diner-passe-${mark.dinnerId}`} tabIndex={-1}>
      <div>
        <Text as="p" weight="medium">
          {mark.dinnerTitle}
        </Text>
        <Text as="p" size="2" color="gray">
          {formatDinnerDate(mark.startsAt)}
        </Text>
        <FeedbackUntil feedback={mark.feedback} />
        <ContestState mark={mark} />
        {mark.contestUntil ? (
          <Text as="p" size="2" color="gray" mt="1">
            {TEXTS.contestUntil.replace('{date}', frenchLongDate(mark.contestUntil))}
          </Text>
        ) : null}
      </div>
      <div className="attendance-record__side">
        <Badge color={MARK_COLORS[mark.mark]}>{attendanceMarkLabel(mark.mark)}</Badge>
        {mark.mark === 'no_show' && !mark.counts ? <Badge color="gray">{TEXTS.notCounted}</Badge> : null}
        {mark.contestUntil ? <ContestDialog mark={mark} onContested={onContested} /> : null}
        <FeedbackLinks dinnerId={mark.dinnerId} feedback={mark.feedback} />
      </div>
    </li>
  )
}

/**
 * « Mes dîners passés » in the member's space: the dinners held and not yet marked (`unmarked`,
 * from « Mes dîners »' load), the team's marks, the policy, a pause if any, a contest for each
 * recent absence, and the feedback (« Donner mon avis », « Revoir mes voisins ») while open.
 */
export function MyAttendance({ unmarked = [] }: { unmarked?: MemberBooking[] }) {
  const { load, reload, show } = useLoad<MemberAttendance>('/api/me/attendance', TEXTS.loadFailed)

  return (
    <KitTheme>
      <section className="member-dinners" id={MEMBER_SPACE_SECTIONS.past.id} aria-labelledby="my-attendance-title">
        <Heading as="h2" size="6" id="my-attendance-title">
          {TEXTS.heading}
        </Heading>
        <Text as="p" mt="2">
          {TEXTS.intro}
        </Text>
        <LoadStatus load={load} loadingText={TEXTS.loading} height="6rem" onRetry={() => void reload()} />
        {load.state === 'ready' ? <Record data={load.data} unmarked={unmarked} onChange={show} /> : null}
        <div className="button-row" style={{ marginTop: 'var(--space-3)' }}>
          <ReportDialog />
        </div>
      </section>
    </KitTheme>
  )
}

function Record({
  data,
  unmarked,
  onChange,
}: {
  data: MemberAttendance
  unmarked: MemberBooking[]
  onChange: (data: MemberAttendance) => void
}) {
  const older = useOlderMarks(data)
  const firstAdded = older.added[0]?.dinnerId
  // The button stays where it was while more follow; once the first dinner is reached it goes,
  // and the focus moves to the first of the dinners it brought rather than to the page's top.
  useEffect(() => {
    if (firstAdded !== undefined && !older.more) document.getElementById(`diner-passe-${firstAdded}`)?.focus()
  }, [firstAdded, older.more])
  return (
    <Card mt="3">
      {data.pausedUntil ? (
        <Text as="p" role="note" weight="medium" mb="2">
          {TEXTS.paused.replace('{date}', frenchLongDate(data.pausedUntil))}
        </Text>
      ) : null}
      <Text as="p" size="2">
        {countedAbsences(data.noShows)} {data.carriedOver > 0 ? `${carriedAbsences(data.carriedOver)} ` : null}
        {policySentence(data.policy)}
      </Text>
      {data.marks.length + unmarked.length === 0 ? (
        <Text as="p" mt="3">
          {TEXTS.empty}
        </Text>
      ) : (
        <ul className="attendance-records">
          {unmarked.map((booking) => (
            <UnmarkedItem key={booking.dinner.id} booking={booking} />
          ))}
          {[...data.marks, ...older.marks].map((mark) => (
            <MarkItem key={mark.bookingId} mark={mark} onContested={onChange} />
          ))}
        </ul>
      )}
      {older.more ? (
        <Button variant="outline" mt="3" aria-busy={older.loading || undefined} onClick={() => void older.showMore()}>
          {TEXTS.showMore}
        </Button>
      ) : null}
      {older.failed ? (
        <Text as="p" size="2" mt="2" role="alert">
          {TEXTS.moreFailed}
        </Text>
      ) : null}
      <span className="visually-hidden" role="status">
        {older.loading ? TEXTS.loadingMore : older.added.length > 0 ? fillCount(TEXTS.shownMore, older.added.length) : ''}
      </span>
    </Card>
  )
}
