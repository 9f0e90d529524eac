import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { dinnerGuestsExport } from '@/server/exports/exports'
import { recordingGetRoute } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The dinner's guests as CSV: table, names, +1, dietary needs, the team's note; then its waitlist (admins). */
export const GET = adminRecordRoute(async (_req, { payload, user, id }) => dinnerGuestsExport(payload, user, id), recordingGetRoute)
