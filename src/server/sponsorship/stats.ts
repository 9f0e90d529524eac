import type { Payload } from 'payload'

import { DINNER_TIME_ZONE } from '@/domain/dinners'
import type { SponsorshipQuarter } from '@/domain/sponsorshipReview'

import { pool } from '../db/pool'

type Row = {
  year: number
  quarter: number
  applications: string
  sponsored: string
  sponsored_days: string | null
  other_days: string | null
}

/**
 * The team's figures, per calendar quarter of the application (Paris time), newest first: the
 * completed applications, those an invitation led to, and the median days to a decision for each
 * kind (a decision's time is the last one's, the application's its account's creation).
 */
export async function sponsorshipQuarters(payload: Payload, quarters = 8): Promise<SponsorshipQuarter[]> {
  const { rows } = await pool(payload).query<Row>(
    `WITH apps AS (
       SELECT date_trunc('quarter', u.created_at AT TIME ZONE $1) AS q,
              i.applicant_id IS NOT NULL AS sponsored,
              CASE WHEN u.application_status <> 'pending' AND u.reviewed_at IS NOT NULL
                   THEN extract(epoch FROM u.reviewed_at - u.created_at) / 86400 END AS days
         FROM users u LEFT JOIN sponsor_invitations i ON i.applicant_id = u.id
        WHERE u.role = 'applicant' AND u.registration_completed)
     SELECT extract(year FROM q)::int AS year, extract(quarter FROM q)::int AS quarter,
            count(*) AS applications, count(*) FILTER (WHERE sponsored) AS sponsored,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days) FILTER (WHERE sponsored) AS sponsored_days,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY days) FILTER (WHERE NOT sponsored) AS other_days
       FROM apps GROUP BY q ORDER BY q DESC LIMIT $2`,
    [DINNER_TIME_ZONE, quarters],
  )
  const days = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10)
  return rows.map((row) => ({
    quarter: `T${row.quarter} ${row.year}`,
    applications: Number(row.applications),
    sponsored: Number(row.sponsored),
    sponsoredDecisionDays: days(row.sponsored_days),
    otherDecisionDays: days(row.other_days),
  }))
}
