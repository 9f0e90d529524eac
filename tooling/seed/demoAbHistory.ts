import { userSearchText } from '@/domain/search'
import { intArray, sql, type Transaction } from '@/server/db/transaction'

/**
 * The registration form's A/B test as the team finds it on a fresh demo: four weeks of visitors
 * split between the full form (A) and the simplified one (B), enough for the statistics view to
 * compare the two paths and give a verdict (MIN_EXPOSURES_PER_ARM, MIN_CONVERSIONS_PER_ARM).
 */
export const AB_HISTORY = {
  A: { visitors: 80, completed: 14 },
  B: { visitors: 80, completed: 28 },
} as const

const FIRST_NAMES = ['Alice', 'Bruno', 'Claire', 'Denis', 'Élise', 'Fabien', 'Inès', 'Julien', 'Margot', 'Olivier', 'Rose', 'Thomas']
const LAST_NAMES = ['Aubert', 'Blanc', 'Colin', 'Dumas', 'Faure', 'Gauthier', 'Henry', 'Lemoine', 'Marchand', 'Noël', 'Perrin', 'Rolland']

/** A PostgreSQL text array literal of plain words (names, search words: no comma, quote or brace). */
const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`

/**
 * Written in SQL, their answers taken from a completed demo application (`model`):
 * through Payload, each account would hash a password (600,000 PBKDF2 rounds, about 40 s for
 * these). They have none, so nobody can sign in as them. Those who finished were decided in the
 * days that followed (two approved for one rejected); the others stopped at steps 1 to 7.
 */
export async function seedAbHistory(tx: Pick<Transaction, 'query'>, model: string): Promise<void> {
  const arms = Object.entries(AB_HISTORY).map(([group, { visitors, completed }]) => sql`(${group}, ${visitors}::int, ${completed}::int)`)
  const added = await tx.query<{ id: number; first_name: string; last_name: string; email: string; company: string | null }>(sql`
    WITH visitor AS (
      SELECT arm.grp, n, CASE WHEN n <= arm.completed THEN 8 ELSE 1 + n % 7 END AS step,
             now() - make_interval(hours => n * 8 + (CASE arm.grp WHEN 'A' THEN 0 ELSE 3 END)) AS came
        FROM (VALUES ${sql.join(arms, sql`, `)}) AS arm(grp, visitors, completed), generate_series(1, arm.visitors) AS n
    )
    INSERT INTO users (email, role, first_name, last_name, ab_test_group, source, registration_step, registration_completed,
                       application_status, reviewed_at, created_at, updated_at, birth_date, phone, identity, pricing_plan, address,
                       postal_code, city, country, sector, company, current_job, presentation, rules_accepted_at, email_verified_at)
    SELECT format('historique.%s.%s@demo.example', lower(v.grp), v.n), 'applicant',
           (${textArray(FIRST_NAMES)}::text[])[1 + v.n % ${FIRST_NAMES.length}],
           (${textArray(LAST_NAMES)}::text[])[1 + (v.n / 3) % ${LAST_NAMES.length}],
           v.grp::enum_users_ab_test_group, (CASE v.grp WHEN 'B' THEN 'simplified' ELSE 'wizard' END)::enum_users_source,
           v.step, v.step = 8,
           (CASE WHEN v.step < 8 THEN 'pending' WHEN v.n % 3 = 0 THEN 'rejected' ELSE 'approved' END)::enum_users_application_status,
           CASE WHEN v.step = 8 THEN v.came + interval '2 days' END, v.came, v.came,
           -- What the steps before the one reached asked, as in demoApplicants().
           CASE WHEN v.step > 2 THEN m.birth_date END, CASE WHEN v.step > 2 THEN m.phone END,
           CASE WHEN v.step > 2 THEN m.identity END, CASE WHEN v.step > 2 THEN m.pricing_plan END,
           CASE WHEN v.step > 3 THEN m.address END, CASE WHEN v.step > 3 THEN m.postal_code END,
           CASE WHEN v.step > 3 THEN m.city END, CASE WHEN v.step > 3 THEN m.country END,
           CASE WHEN v.step > 4 THEN m.sector END, CASE WHEN v.step > 4 THEN m.company END,
           CASE WHEN v.step > 4 THEN m.current_job END, CASE WHEN v.step > 5 THEN m.presentation END,
           CASE WHEN v.step = 8 THEN v.came END, CASE WHEN v.step = 8 THEN v.came END
      FROM visitor v, users m
     WHERE m.email = ${model}
    RETURNING id, first_name, last_name, email, company`)
  // The model's themes (asked at step 1) and languages (step 4), for those who went past them: an
  // approved one is a member like any other, whom the team may seat at a table.
  const ids = intArray(added.map((user) => user.id))
  for (const [table, step] of [
    ['users_themes', 1],
    ['users_languages', 4],
  ] as const) {
    await tx.query(sql`
      INSERT INTO ${sql.raw(table)} ("order", parent_id, value)
      SELECT answer."order", u.id, answer.value
        FROM users u, users m JOIN ${sql.raw(table)} answer ON answer.parent_id = m.id
       WHERE m.email = ${model} AND u.id = ANY(${ids}::int[]) AND u.registration_step > ${step}`)
  }
  // What the Users hook keeps for the team's search (src/domain/search.ts), which SQL bypasses.
  const texts = added.map((user) =>
    userSearchText({ firstName: user.first_name, lastName: user.last_name, email: user.email, company: user.company }),
  )
  await tx.query(sql`
    UPDATE users SET search_text = found.text
      FROM unnest(${ids}::int[], ${textArray(texts)}::text[]) AS found(id, text)
     WHERE users.id = found.id`)
}
