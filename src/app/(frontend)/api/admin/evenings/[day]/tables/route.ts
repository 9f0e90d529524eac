import { EVENING_TABLES_TEXTS, eveningTablesSchema, isCalendarDay } from '@/domain/eveningTables'
import { requireAdmin } from '@/server/auth/session'
import { composeEvening } from '@/server/dinners/tables/eveningTables'
import { readBody } from '@/server/http/body'
import { badRequest } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * « Composer toutes les tables de la soirée » (admins): every dinner of the Paris day {day}
 * (YYYY-MM-DD) composed in one request, over the tables the admin's screen showed; answers what
 * became of each dinner.
 */
export const POST = route<{ params: Promise<{ day: string }> }>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireAdmin(payload, req)
  const { day } = await params
  if (!isCalendarDay(day)) throw badRequest(EVENING_TABLES_TEXTS.dayInvalid)
  const { dinners } = await readBody(req, eveningTablesSchema)
  return json(await composeEvening(payload, user, day, dinners))
})
