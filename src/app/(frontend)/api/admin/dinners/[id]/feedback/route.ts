import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { dinnerFeedbackStats } from '@/server/dinners/tables/feedbackStats'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** What the guests said of a dinner, without their names: rate, scores, comments, tables beside their diversity (admins). */
export const GET = adminRecordRoute(async (_req, { payload, user, id }) => json({ stats: await dinnerFeedbackStats(payload, user, id) }))
