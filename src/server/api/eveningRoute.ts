import type { Payload } from 'payload'

import { EVENING_ERRORS } from '@/domain/evening'
import type { User } from '@/payload-types'

import { requireUser } from '../auth/session'
import { parseId } from '../http/body'
import { ApiError } from '../http/errors'
import { route } from '../http/respond'
import { getPayloadClient } from '../payload'

type DinnerContext = { params: Promise<{ id: string }> }

/**
 * A route of a dinner's evening (/api/soiree/{id}): 401 without a session; a bad id is refused as
 * any dinner not the caller's to host (403), so that a host learns nothing of the other dinners.
 * The host's rights themselves are checked by the service, in the transaction that reads or marks.
 */
export function eveningRoute(handler: (req: Request, caller: { payload: Payload; user: User; id: number }) => Promise<Response>) {
  return route<DinnerContext>(async (req, { params }) => {
    const payload = await getPayloadClient()
    const user = await requireUser(payload, req)
    const id = parseId((await params).id)
    if (id === null) throw new ApiError(403, EVENING_ERRORS.notAHost)
    return handler(req, { payload, user, id })
  })
}
