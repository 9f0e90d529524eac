import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { restaurantSheetExport } from '@/server/exports/exports'
import { recordingGetRoute } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The restaurant's sheet as CSV: covers and counts of each dietary need per table, without names (admins). */
export const GET = adminRecordRoute(async (_req, { payload, user, id }) => restaurantSheetExport(payload, user, id), recordingGetRoute)
