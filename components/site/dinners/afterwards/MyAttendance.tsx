'use client'

import { LoadStatus } from '@components/site/LoadStatus'
import { Badge } from '@components/ui/Badge'
import { Card } from '@components/ui/Card'
import { KitTheme } from '@components/ui/KitTheme'
import { Heading, Text } from '@components/ui/typography'

import { useLoad } from '@/client/useLoad'
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
import { policySentence } from '@/domain/noShowPolicy'

import { ContestDialog } from './ContestDialog'
import { ReportDialog } from './ReportDialog'

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

function MarkItem({ mark, onContested }: { mark: MemberMark; onContested: (data: MemberAttendance) => void }) {
  return (
    <li className="attendance-record">
      <div>
        <Text as="p" weight="medium">
          {mark.dinnerTitle}
        </Text>
        <Text as="p" size="2" color="gray">
          {formatDinnerDate(mark.startsAt)}
        </Text>
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
      </div>
    </li>
  )
}

/** « Mes présences » in the member's space: the team's marks, the policy, a pause if any, and a contest for each recent absence. */
export function MyAttendance() {
  const { load, reload, show } = useLoad<MemberAttendance>('/api/me/attendance', TEXTS.loadFailed)

  return (
    <KitTheme>
      <section className="member-dinners" aria-labelledby="my-attendance-title">
        <Heading as="h2" size="6" id="my-attendance-title">
          {TEXTS.heading}
        </Heading>
        <Text as="p" mt="2">
          {TEXTS.intro}
        </Text>
        <LoadStatus load={load} loadingText={TEXTS.loading} height="6rem" onRetry={() => void reload()} />
        {load.state === 'ready' ? <Record data={load.data} onChange={show} /> : null}
        <div className="button-row" style={{ marginTop: 'var(--space-3)' }}>
          <ReportDialog />
        </div>
      </section>
    </KitTheme>
  )
}

function Record({ data, onChange }: { data: MemberAttendance; onChange: (data: MemberAttendance) => void }) {
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
      {data.marks.length === 0 ? (
        <Text as="p" mt="3">
          {TEXTS.empty}
        </Text>
      ) : (
        <ul className="attendance-records">
          {data.marks.map((mark) => (
            <MarkItem key={mark.bookingId} mark={mark} onContested={onChange} />
          ))}
        </ul>
      )}
    </Card>
  )
}
