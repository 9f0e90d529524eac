import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { requireAdmin } from '../auth/session'
import { parseId } from '../http/body'
import { notFound } from '../http/errors'
import { route } from '../http/respond'
import { getPayloadClient } from '../payload'

type RecordContext = { params: Promise<{ id: string }> }

/** A route on one record (/api/admin/…/{id}), for admins only: 401 without a session, 403 to anyone else, 404 to a bad id. */
export function adminRecordRoute(
  handler: (req: Request, caller: { payload: Payload; user: User; id: number }) => Promise<Response>,
  /** `recordingGetRoute` for a GET that leaves a trace in the Journal (an export). */
  wrap: typeof route = route,
) {
  return wrap<RecordContext>(async (req, { params }) => {
    const payload = await getPayloadClient()
    const user = await requireAdmin(payload, req)
    const id = parseId((await params).id)
    if (id === null) throw notFound()
    return handler(req, { payload, user, id })
  })
}
