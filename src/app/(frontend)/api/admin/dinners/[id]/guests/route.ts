import { candidateQuerySchema, teamBookingSchema } from '@/domain/teamBookings'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { addGuestByTeam, guestCandidates } from '@/server/dinners/team/teamBookings'
import { readBody } from '@/server/http/body'
import { readQuery } from '@/server/http/paging'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** The approved members the team may add to the dinner, found by `q` (admins). */
export const GET = adminRecordRoute(async (req, { payload, user, id }) =>
  json(await guestCandidates(payload, user, id, readQuery(req, candidateQuerySchema).q)),
)

/** Books a member at the dinner on the team's word, late guests included (admins). */
export const POST = adminRecordRoute(async (req, { payload, user, id }) =>
  json(await addGuestByTeam(payload, user, id, (await readBody(req, teamBookingSchema)).member), 201),
)
