import { reversalSchema } from '@/domain/review'
import { reverseDecision } from '@/server/admin/review'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** An admin changes the decision on an application, with a reason kept in its record. */
export const POST = adminRecordRoute(async (req, { payload, user, id }) =>
  json({ user: await reverseDecision(payload, user, id, await readBody(req, reversalSchema)) }),
)
