import type { Payload } from 'payload'

import { DINNER_ALERT_TEXTS, type DinnerAlertChoice, type DinnerAlertSettings } from '@/domain/dinnerAlerts'
import { maskedEmail } from '@/domain/newsletter'
import { THEME_IDS, type ThemeId } from '@/domain/themes'

import { ALERT_MAIL_KIND } from './alertMailTexts'
import { pool } from '../../db/pool'
import { accountOfUnsubscribeToken } from '../../email/unsubscribeToken'
import { ApiError } from '../../http/errors'

type PrefRow = { themes: string[]; cities: string[]; weekdays: number[] }

/** The member's choice, if they made one. */
export async function readDinnerAlert(payload: Payload, userId: number): Promise<DinnerAlertChoice | null> {
  const { rows } = await pool(payload).query<PrefRow>('SELECT themes, cities, weekdays FROM dinner_alert_prefs WHERE user_id = $1', [
    userId,
  ])
  const row = rows[0]
  return row
    ? {
        themes: row.themes.filter((id): id is ThemeId => (THEME_IDS as string[]).includes(id)),
        cities: row.cities,
        weekdays: row.weekdays.map(String),
      }
    : null
}

/** What the space's form shows: the choice, and the cities the club's dinners were announced in. */
export async function dinnerAlertSettings(payload: Payload, userId: number): Promise<DinnerAlertSettings> {
  const { rows } = await pool(payload).query<{ city: string }>(
    `SELECT min(trim(city)) AS city FROM dinners WHERE status <> 'draft' GROUP BY lower(trim(city)) ORDER BY 1`,
  )
  return { choice: await readDinnerAlert(payload, userId), cities: rows.map((row) => row.city) }
}

/** Saves the member's choice (the same city twice counts once, as first written). */
export async function saveDinnerAlert(payload: Payload, userId: number, choice: DinnerAlertChoice): Promise<void> {
  const cities = choice.cities.filter(
    (city, index) => choice.cities.findIndex((other) => other.toLocaleLowerCase('fr') === city.toLocaleLowerCase('fr')) === index,
  )
  const weekdays = [...new Set(choice.weekdays)].map(Number).sort()
  await pool(payload).query(
    `INSERT INTO dinner_alert_prefs (user_id, themes, cities, weekdays) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET themes = EXCLUDED.themes, cities = EXCLUDED.cities, weekdays = EXCLUDED.weekdays, updated_at = now()`,
    [userId, [...new Set(choice.themes)], cities, weekdays],
  )
}

/** The member stops the alerts: nothing waiting for them leaves, not even a mail already queued (RFC 8058: « at once »). */
export async function clearDinnerAlert(payload: Payload, userId: number): Promise<void> {
  await pool(payload).query(
    `WITH gone AS (DELETE FROM dinner_alert_prefs WHERE user_id = $1), waiting AS (DELETE FROM dinner_alert_pending WHERE user_id = $1)
     DELETE FROM mail_outbox WHERE kind = $2 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
        AND id IN (SELECT mail_id FROM dinner_alert_sends WHERE user_id = $1)`,
    [userId, ALERT_MAIL_KIND],
  )
}

/** What the unsubscribe page shows before its button is pressed (a mail scanner only opens it). */
export async function describeAlertUnsubscribe(
  payload: Payload,
  token: string,
): Promise<{ state: 'valid'; email: string } | { state: 'invalid'; message: string }> {
  const id = accountOfUnsubscribeToken(token, new Date(), 'dinner-alerts')
  const { rows } = id === null ? { rows: [] } : await pool(payload).query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id])
  return rows[0] ? { state: 'valid', email: maskedEmail(rows[0].email) } : { state: 'invalid', message: DINNER_ALERT_TEXTS.invalidLink }
}

/** The one click of RFC 8058 (or the page's button): the signed token names the account; twice changes nothing more. */
export async function unsubscribeAlertsWithToken(payload: Payload, token: string): Promise<void> {
  const id = accountOfUnsubscribeToken(token, new Date(), 'dinner-alerts')
  if (id === null) throw new ApiError(400, DINNER_ALERT_TEXTS.invalidLink)
  await clearDinnerAlert(payload, id)
}

/** The team's dinners page: how many approved members asked to be told, per theme. */
export async function alertCountsByTheme(payload: Payload): Promise<Record<string, number>> {
  const { rows } = await pool(payload).query<{ theme: string; count: number }>(
    `SELECT theme, count(*)::int AS count FROM dinner_alert_prefs p JOIN users u ON u.id = p.user_id, unnest(p.themes) AS theme
      WHERE u.role = 'applicant' AND u.application_status = 'approved' GROUP BY theme`,
  )
  return Object.fromEntries(rows.map((row) => [row.theme, row.count]))
}
