import { z } from 'zod'

import { hostNamingSchema } from '@/domain/evening'
import { recordIdField } from '@/domain/fields'
import { VALIDATION } from '@/domain/messages/validation'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { eveningForTeam } from '@/server/dinners/attendance/eveningScreen'
import { nameHost, removeHost } from '@/server/dinners/attendance/hosts'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

const removalSchema = z.object({ userId: recordIdField }, { error: VALIDATION.bodyInvalid })

/** The dinner's hosts, the evening's counts and the marks' origin (admins). */
export const GET = adminRecordRoute(async (_req, { payload, id }) => json(await eveningForTeam(payload, id)))

/** Names a host by their account's address (admins; in the Journal). */
export const POST = adminRecordRoute(async (req, { payload, user, id }) => {
  await nameHost(payload, user, id, (await readBody(req, hostNamingSchema)).email)
  return json(await eveningForTeam(payload, id))
})

/** Removes a host (admins; in the Journal). */
export const DELETE = adminRecordRoute(async (req, { payload, user, id }) => {
  await removeHost(payload, user, id, (await readBody(req, removalSchema)).userId)
  return json(await eveningForTeam(payload, id))
})
