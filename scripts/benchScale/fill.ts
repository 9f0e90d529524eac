import { DateTime } from 'luxon'
import type pg from 'pg'

import { AUDIT_KINDS } from '../../src/domain/audit'
import { DINNER_TIME_ZONE } from '../../src/domain/dinners'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS } from '../../src/domain/personality'
import { fittingTableCounts } from '../../src/domain/tables/sizes'
import { DEFAULT_TABLE_SIZE } from '../../src/domain/tables/weights'
import { THEME_IDS as THEMES } from '../../src/domain/themes'
import { reminderJobKeys, reminderTimes } from '../../src/server/dinners/base/reminderJobs'
import { PLANNED_JOB_ATTEMPTS, TASKS } from '../../src/server/queue/enqueue'
import { SEARCH_TEXT } from '../benchApplicants'
import type { Filled } from './scaleRows'

/**
 * The club at size, written in bulk with SQL (INSERT … SELECT over generate_series, not the API):
 * approved members with their themes and memberships (a mix of plans and rates), past dinners
 * with their bookings, a Journal, and one evening of 50 dinners with their reminders planned as
 * the booking path plans them. Every filled member signs in with the admin's password (its salt
 * and hash are copied: hashing 100,000 passwords would measure PBKDF2).
 */
const SIZE = {
  members: Number(process.env.BENCH_SCALE_MEMBERS ?? 100_000),
  pastDinners: 2_000,
  guestsPerPastDinner: 60,
  journal: Number(process.env.BENCH_SCALE_JOURNAL ?? 1_000_000),
  eveningDinners: 50,
  veteranBookings: 200,
}

const FIRST = `(ARRAY['Camille','Louis','Manon','Arthur','Chloé','Jules','Sarah','Hugo','Emma','Nathan','Léa','Paul'])`
const LAST = `(ARRAY['Bernard','Petit','Durand','Moreau','Laurent','Simon','Michel','Garcia','David','Roux','Fournier','Girard'])`

/** A number in [0, 1000) drawn from a member's number and a salt: answers that vary from member to member without following each other. */
const draw = (member: string, salt: number) => `(abs(hashint4(${member} * 32 + ${salt})) % 1000)`

/**
 * The personality test as members answer it (tests/support/tableGuests.ts' spread): each slider
 * around the middle (a sum of three draws, 1 to 10), each choice's second option taken by half, 40 %
 * and 30 % of them. The table composition reads these.
 */
const PERSONALITY_COLUMNS = [
  ...PERSONALITY_SLIDERS.map((slider) => `personality_responses_${slider.id}`),
  ...PERSONALITY_CHOICES.map((choice) => `personality_responses_${choice.id}`),
].join(', ')
const PERSONALITY_VALUES = [
  ...PERSONALITY_SLIDERS.map(
    (_, i) =>
      `least(10, greatest(1, round(5.5 + 4.8 * ((${draw('n', 3 * i)} + ${draw('n', 3 * i + 1)} + ${draw('n', 3 * i + 2)}) / 1000.0 - 1.5))))`,
  ),
  ...PERSONALITY_CHOICES.map(
    (choice, c) =>
      `(CASE WHEN ${draw('n', 30 + c)} < ${[500, 400, 300][c]} THEN '${choice.options[1].value}' ELSE '${choice.options[0].value}' END)::enum_users_personality_responses_${choice.id}`,
  ),
].join(', ')

/**
 * Languages spoken: French by every member (the club and its site speak French), English by half
 * of them, then a few Spanish, German, Italian. A table needs a language all its guests speak: with
 * some members speaking no French, a small dinner could have no seating at all.
 */
const LANGUAGES = `
  INSERT INTO users_languages ("order", parent_id, value)
  SELECT row_number() OVER (PARTITION BY u.id ORDER BY l.rank), u.id, l.code::enum_users_languages
    FROM users u CROSS JOIN LATERAL (VALUES
      (1, 'fr', true), (2, 'en', ${draw('u.id', 41)} < 550),
      (3, 'es', ${draw('u.id', 42)} < 120), (4, 'de', ${draw('u.id', 43)} < 120), (5, 'it', ${draw('u.id', 44)} < 120)) AS l(rank, code, speaks)
   WHERE u.email LIKE '%@scale.example' AND l.speaks`

/**
 * The evening's dinners' sizes: 8 to 40 guests, each a size tables of 6 to 8 can seat (9 to 11
 * guests, or 17, cannot: one table is too few seats, two or three too many).
 */
function eveningSizes(count: number): number[] {
  const sizes: number[] = []
  for (let k = 1; sizes.length < count; k++) {
    const guests = 8 + ((k * 13) % 33)
    if (fittingTableCounts(guests, DEFAULT_TABLE_SIZE).length > 0) sizes.push(guests)
  }
  return sizes
}

/** Plans, rates and intervals in the proportions of a grown club: most on the founder price, a tenth annual. */
const MEMBERSHIPS = `
  INSERT INTO memberships (member_id, status, plan, billing_interval, rate, amount_cents, stripe_customer_id,
                           stripe_subscription_id, current_period_end, last_payment_at, last_payment_cents)
  SELECT u.id, 'active', p.plan, p.billing_interval, p.rate, p.amount_cents, 'cus_scale' || u.id, 'sub_scale' || u.id,
         now() + make_interval(days => 1 + u.id % 28), now() - make_interval(days => u.id % 28), p.amount_cents
    FROM users u
    CROSS JOIN LATERAL (SELECT * FROM (VALUES
      (0, 'essential', 'month', 'founder', 2300), (1, 'essential', 'month', 'founder', 2300), (2, 'essential', 'month', 'founder', 2300),
      (3, 'essential', 'month', 'list', 2900), (4, 'premium', 'month', 'founder', 7900), (5, 'premium', 'month', 'list', 9900),
      (6, 'essential', 'year', 'founder', 23000), (7, 'essential', 'month', 'under27', 1900), (8, 'premium', 'month', 'founder', 7900),
      (9, 'essential', 'month', 'founder', 2300)) AS v(slot, plan, billing_interval, rate, amount_cents)
      WHERE v.slot = u.id % 10) p
   WHERE u.email LIKE '%@scale.example'`

async function timed(label: string, work: () => Promise<unknown>, log: string[]): Promise<void> {
  const started = performance.now()
  await work()
  log.push(`${label}: ${Math.round(performance.now() - started).toLocaleString('en')} ms`)
}

/** The next whole minute after `from`, and later ones: when the evening's reminders are made due. */
export const nextMinute = (from = Date.now(), later = 0): Date => new Date((Math.floor(from / 60_000) + 1 + later) * 60_000)

export async function fillClub(db: pg.Pool, adminEmail: string, log: string[]): Promise<Filled> {
  const first = Number((await db.query<{ n: string }>(`SELECT coalesce(max(id), 0) + 1 AS n FROM users`)).rows[0].n)
  await timed(
    `${SIZE.members.toLocaleString('en')} approved members (themes, languages, personality test, 6 in 10 reading the letter)`,
    async () => {
      await db.query(
        `INSERT INTO users (role, email, first_name, last_name, company, city, sector, registration_completed, registration_step,
                            application_status, reviewed_at, source, created_at, updated_at, has_password, salt, hash,
                            email_verified_at, newsletter, birth_date, pricing_plan, rules_accepted_at, ${PERSONALITY_COLUMNS})
         SELECT 'applicant', 'membre.' || n || '@scale.example', ${FIRST}[1 + n % 12], ${LAST}[1 + (n / 12) % 12] || n,
                'Entreprise ' || (n % 5000), (ARRAY['Paris','Lyon','Marseille','Lille','Nantes','Bordeaux'])[1 + n % 6],
                (ARRAY['medias-communication','finance-banque','culture-arts','secteur-public','autre'])[1 + n % 5]::enum_users_sector,
                true, 8, 'approved', now() - make_interval(days => n % 1400), 'wizard', now() - make_interval(days => n % 1400 + 3), now(),
                true, a.salt, a.hash, now() - make_interval(days => n % 1400 + 3), n % 10 < 6,
                (1950 + n % 55) || '-0' || (1 + n % 9) || '-1' || (n % 9),
                (ARRAY['essential','essential','premium','test'])[1 + n % 4]::enum_users_pricing_plan, now() - make_interval(days => n % 1400),
                ${PERSONALITY_VALUES}
           FROM generate_series(1, $1::int) AS n, (SELECT salt, hash FROM users WHERE email = $2) a`,
        [SIZE.members, adminEmail],
      )
      await db.query(
        `INSERT INTO users_themes ("order", parent_id, value)
         SELECT k, u.id, ($1::text[])[1 + (u.id / (CASE k WHEN 1 THEN 1 ELSE 8 END)) % 8]::enum_users_themes
           FROM users u, generate_series(1, 2) k WHERE u.email LIKE '%@scale.example'`,
        [THEMES],
      )
      await db.query(LANGUAGES)
      await db.query(SEARCH_TEXT)
      await db.query(MEMBERSHIPS)
    },
    log,
  )
  const { rows: range } = await db.query<{ last: number }>(`SELECT max(id) AS last FROM users WHERE email LIKE '%@scale.example'`)
  const { last } = range[0]
  // The two members measured side by side are left out of the past dinners' guests.
  const veteran = last - 1
  const newcomer = last
  const regulars = SIZE.members - 2

  await timed(
    `${SIZE.pastDinners.toLocaleString('en')} past dinners, ${(SIZE.pastDinners * SIZE.guestsPerPastDinner).toLocaleString('en')} past bookings, and ${SIZE.veteranBookings} for one member; the feedback asked of the guests present, given by 2 in 5`,
    async () => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO dinners (title, theme, starts_at, city, venue_name, venue_address, seats, status, created_at)
         SELECT 'Dîner passé n° ' || n, ($1::text[])[1 + n % 8]::enum_dinners_theme, now() - make_interval(hours => 13 * n),
                'Paris', 'Le Bistrot ' || (n % 40), (n % 90 + 1) || ' rue de la Paix, 75002 Paris', $2, 'done', now() - make_interval(hours => 13 * n + 500)
           FROM generate_series(1, $3::int) AS n RETURNING id`,
        [THEMES, SIZE.guestsPerPastDinner, SIZE.pastDinners],
      )
      const dinners = rows.map((row) => row.id)
      // 60 distinct members per dinner: steps of 1,009 through the regulars.
      await db.query(
        `INSERT INTO bookings (dinner_id, member_id, status, table_number, attendance, attendance_marked_at, created_at)
         SELECT d.id, $1::int + ((d.ord * 61 + k * 1009) % $2::int), 'attended', 1 + k % 8,
                (CASE WHEN k % 25 = 0 THEN 'no_show' ELSE 'present' END)::enum_bookings_attendance, d.starts_at + interval '3 hours',
                d.starts_at - interval '10 days'
           FROM (SELECT id, starts_at, row_number() OVER (ORDER BY id) AS ord FROM dinners WHERE id = ANY($3::int[])) d,
                generate_series(0, $4::int - 1) k`,
        [first, regulars, dinners, SIZE.guestsPerPastDinner],
      )
      await db.query(
        `INSERT INTO bookings (dinner_id, member_id, status, table_number, attendance, attendance_marked_at, created_at)
         SELECT id, $1, 'attended', 1, 'present', starts_at + interval '3 hours', starts_at - interval '10 days'
           FROM dinners WHERE id = ANY($2::int[]) ORDER BY starts_at DESC LIMIT $3`,
        [veteran, dinners, SIZE.veteranBookings],
      )
      // The morning after: each guest present was asked for their feedback, and two in five gave it.
      await db.query(
        `INSERT INTO feedback_requests (booking_id, sent_at, expires_at)
         SELECT b.id, d.starts_at + interval '14 hours', d.starts_at + interval '7 days'
           FROM bookings b JOIN dinners d ON d.id = b.dinner_id WHERE d.id = ANY($1::int[]) AND b.attendance = 'present'`,
        [dinners],
      )
      await db.query(
        `INSERT INTO dinner_feedback (booking_id, evening, speaker, conversation, created_at, updated_at)
         SELECT r.booking_id, 3 + r.booking_id % 3, 2 + r.booking_id % 4, 1 + r.booking_id % 5, r.sent_at + interval '2 hours', r.sent_at + interval '2 hours'
           FROM feedback_requests r JOIN bookings b ON b.id = r.booking_id WHERE b.dinner_id = ANY($1::int[]) AND r.booking_id % 5 < 2`,
        [dinners],
      )
    },
    log,
  )

  await timed(
    `${SIZE.journal.toLocaleString('en')} Journal entries`,
    () =>
      db.query(
        `INSERT INTO audit_log (at, kind, actor_id, actor_label, subject_id, subject_label, record_type, record_id, changes)
         SELECT now() - make_interval(secs => n * 90), ($1::text[])[1 + n % array_length($1::text[], 1)],
                NULL, 'Équipe du cercle', $2::int + n % $3::int,
                ${FIRST}[1 + ($2::int + n % $3::int) % 12] || ' ' || ${LAST}[1 + (($2::int + n % $3::int) / 12) % 12] || ($2::int + n % $3::int),
                'users', ($2::int + n % $3::int)::text, jsonb_build_object('status', jsonb_build_array('pending', 'approved'))
           FROM generate_series(1, $4::int) AS n`,
        [Object.keys(AUDIT_KINDS), first, regulars, SIZE.journal],
      ),
    log,
  )

  // The evening: 50 dinners four days ahead at 20:00 (Paris), 8 to 40 guests each (eveningSizes), none at two.
  const evening = DateTime.now()
    .setZone(DINNER_TIME_ZONE)
    .plus({ days: 4 })
    .set({ hour: 20, minute: 0, second: 0, millisecond: 0 })
    .toJSDate()
  let eveningDinners: number[] = []
  let eveningGuests = 0
  await timed(
    `${SIZE.eveningDinners} dinners on one evening, their guests and reminders planned`,
    async () => {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO dinners (title, theme, starts_at, city, venue_name, venue_address, seats, table_size_min, table_size_max, status)
         SELECT 'Dîner du soir n° ' || n, ($1::text[])[1 + n % 8]::enum_dinners_theme, $2, 'Paris', 'La Table ' || n,
                n || ' boulevard Voltaire, 75011 Paris', 40, $4, $5, 'published'
           FROM generate_series(1, $3::int) AS n RETURNING id`,
        [THEMES, evening, SIZE.eveningDinners, DEFAULT_TABLE_SIZE.min, DEFAULT_TABLE_SIZE.max],
      )
      eveningDinners = rows.map((row) => row.id)
      const { rows: booked } = await db.query<{ id: number }>(
        `WITH sizes AS (SELECT * FROM unnest($1::int[], $3::int[]) AS s(id, guests)),
              offsets AS (SELECT id, guests, sum(guests) OVER (ORDER BY id) - guests AS start FROM sizes)
         INSERT INTO bookings (dinner_id, member_id, status, created_at)
         SELECT o.id, $2::int + o.start + k, 'booked', now() - interval '5 days'
           FROM offsets o, generate_series(0, o.guests - 1) k RETURNING id`,
        [eveningDinners, first, eveningSizes(eveningDinners.length)],
      )
      eveningGuests = booked.length
      const times = reminderTimes(evening)
      const jobs = booked.flatMap(({ id }) =>
        (['ask', 'brief'] as const).map((kind) => ({ id, kind, at: times[kind].toISOString(), key: reminderJobKeys(id)[kind] })),
      )
      await db.query(
        `SELECT graphile_worker.add_job($1, json_build_object('bookingId', j.id, 'kind', j.kind, 'startsAt', $2::text),
                                        run_at => j.at, max_attempts => $3, job_key => j.key)
           FROM unnest($4::int[], $5::text[], $6::timestamptz[], $7::text[]) AS j(id, kind, at, key)`,
        [
          TASKS.bookingReminder,
          evening.toISOString(),
          PLANNED_JOB_ATTEMPTS,
          jobs.map((job) => job.id),
          jobs.map((job) => job.kind),
          jobs.map((job) => job.at),
          jobs.map((job) => job.key),
        ],
      )
    },
    log,
  )
  await timed('VACUUM ANALYZE (what autovacuum does after such a load)', () => db.query('VACUUM ANALYZE'), log)

  const { rows: counts } = await db.query<{ readers: number }>(
    `SELECT count(*)::int AS readers FROM users WHERE newsletter AND email_verified_at IS NOT NULL`,
  )
  const { rows: measured } = await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE id = ANY($1::int[])', [
    [veteran, newcomer],
  ])
  const emailOf = (id: number) => measured.find((row) => row.id === id)?.email ?? ''
  return {
    members: SIZE.members,
    readers: counts[0].readers,
    veteran: { id: veteran, email: emailOf(veteran) },
    newcomer: { id: newcomer, email: emailOf(newcomer) },
    eveningDinners,
    eveningGuests,
  }
}
