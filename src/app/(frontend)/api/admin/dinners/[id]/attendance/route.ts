import { attendanceSchema } from '@/domain/attendance'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { dinnerFees } from '@/server/billing/noShowFees/feeViews'
import { outsideTransaction } from '@/server/db/transaction'
import { markAttendance, readAttendance } from '@/server/dinners/attendance/attendance'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The guests of a dinner, the team's mark on each, and their no-show fees (admins). */
export const GET = adminRecordRoute(async (_req, { payload, id }) =>
  json({ attendance: await readAttendance(payload, id), fees: await dinnerFees(outsideTransaction(payload), id) }),
)

/** Marks who came, once the dinner has begun: some guests, or « Tous présents » for those not yet marked (admins). */
export const PUT = adminRecordRoute(async (req, { payload, user, id }) =>
  json({
    attendance: await markAttendance(payload, user, id, await readBody(req, attendanceSchema)),
    fees: await dinnerFees(outsideTransaction(payload), id),
  }),
)
