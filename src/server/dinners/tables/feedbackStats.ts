import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { FEEDBACK_SCORES, type FeedbackScore } from '@/domain/feedback'
import { type DinnerFeedbackStats, type ScoreSummary, MIN_ANSWERS_SHOWN, type SpeakerStats } from '@/domain/feedbackStats'
import { describeTables } from '@/domain/tables'
import type { User } from '@/payload-types'

import { dinnerBoard } from './tables'
import { pool } from '../../db/pool'

type Answer = Record<FeedbackScore, number> & { table_number: string | number | null; comment: string | null; updated_at: Date }

const round = (value: number) => Math.round(value * 10) / 10
const mean = (values: number[]) => (values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : null)

function summary(values: number[]): ScoreSummary {
  const counts: ScoreSummary['counts'] = [0, 0, 0, 0, 0]
  for (const value of values) counts[value - 1] += 1
  return { average: mean(values), counts }
}

/**
 * One dinner's answers for the admins: the response rate, each score's average and distribution,
 * the comments without their authors, and each confirmed table's conversation score beside the
 * diversity the composition measures for it. The board is read with the admin's rights.
 */
export async function dinnerFeedbackStats(payload: Payload, admin: User, dinnerId: number): Promise<DinnerFeedbackStats> {
  const board = await dinnerBoard(payload, admin, dinnerId)
  const db = pool(payload)
  const [{ rows: asked }, { rows: answers }] = await Promise.all([
    db.query<{ count: string }>('SELECT count(*) FROM feedback_requests r JOIN bookings b ON b.id = r.booking_id WHERE b.dinner_id = $1', [
      dinnerId,
    ]),
    db.query<Answer>(
      `SELECT b.table_number, f.evening, f.speaker, f.conversation, f.comment, f.updated_at
         FROM dinner_feedback f JOIN bookings b ON b.id = f.booking_id WHERE b.dinner_id = $1 ORDER BY f.updated_at DESC`,
      [dinnerId],
    ),
  ])
  const scores = Object.fromEntries(
    FEEDBACK_SCORES.map(({ name }) => [name, summary(answers.map((answer) => answer[name]))]),
  ) as DinnerFeedbackStats['scores']
  const seated = board.dinner.tablesConfirmedAt && board.arrangement ? board.arrangement.tables.filter((table) => table.length > 0) : []
  // One table has nothing to be more or less varied than: its measure is left out.
  const diversity = seated.length > 1 ? describeTables(board.input, seated).reports.map((report) => report.diversityScore) : []
  return {
    asked: Number(asked[0]?.count ?? 0),
    answered: answers.length,
    scores,
    comments: answers.flatMap((answer) =>
      answer.comment
        ? [{ text: answer.comment, on: DateTime.fromJSDate(new Date(answer.updated_at), { zone: DINNER_TIME_ZONE }).toISODate() ?? '' }]
        : [],
    ),
    tables: seated.map((guests, index) => {
      const conversation = answers.filter((answer) => Number(answer.table_number) === index + 1).map((answer) => answer.conversation)
      return {
        table: index + 1,
        guests: guests.length,
        answers: conversation.length,
        conversation: conversation.length >= MIN_ANSWERS_SHOWN ? mean(conversation) : null,
        diversityScore: diversity[index] ?? null,
      }
    }),
  }
}

/**
 * Each speaker's averages across their dinners (by the name the dinners give them), from
 * MIN_ANSWERS_SHOWN answers up: below, the answers are counted but no average is shown.
 */
export async function speakerStats(payload: Payload): Promise<SpeakerStats[]> {
  const { rows } = await pool(payload).query<{
    speaker: string
    dinners: string
    answers: string
    speaker_avg: string
    evening_avg: string
  }>(
    `SELECT s.name AS speaker, count(DISTINCT b.dinner_id) AS dinners, count(f.booking_id) AS answers,
            avg(f.speaker) AS speaker_avg, avg(f.evening) AS evening_avg
       FROM dinners_speakers s
       JOIN bookings b ON b.dinner_id = s._parent_id
       JOIN dinner_feedback f ON f.booking_id = b.id
      GROUP BY s.name ORDER BY count(f.booking_id) DESC, s.name`,
  )
  return rows.map((row) => {
    const enough = Number(row.answers) >= MIN_ANSWERS_SHOWN
    return {
      speaker: row.speaker,
      dinners: Number(row.dinners),
      answers: Number(row.answers),
      speakerAverage: enough ? round(Number(row.speaker_avg)) : null,
      eveningAverage: enough ? round(Number(row.evening_avg)) : null,
    }
  })
}
