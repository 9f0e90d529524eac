import { EVENING_TABLES_TEXTS, eveningTablesSchema, isCalendarDay } from '@/domain/eveningTables'
import { requireAdmin } from '@/server/auth/session'
import { composeEvening, type EveningTimings } from '@/server/dinners/tables/eveningTables'
import { readBody } from '@/server/http/body'
import { badRequest } from '@/server/http/errors'
import { json, route } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/**
 * « Composer toutes les tables de la soirée » (admins): every dinner of the Paris day {day}
 * (YYYY-MM-DD) composed in one request, over the tables the admin's screen showed; answers what
 * became of each dinner, and how long its parts took (Server-Timing, which bench:scale prints).
 */
export const POST = route<{ params: Promise<{ day: string }> }>(async (req, { params }) => {
  const payload = await getPayloadClient()
  const user = await requireAdmin(payload, req)
  const { day } = await params
  if (!isCalendarDay(day)) throw badRequest(EVENING_TABLES_TEXTS.dayInvalid)
  const { dinners } = await readBody(req, eveningTablesSchema)
  const timings: Partial<EveningTimings> = {}
  const composition = await composeEvening(payload, user, day, dinners, timings)
  const serverTiming = Object.entries(timings).map(([part, ms]) => `${part};dur=${ms.toFixed(1)}`)
  return json(composition, 200, { 'Server-Timing': serverTiming.join(', ') })
})
