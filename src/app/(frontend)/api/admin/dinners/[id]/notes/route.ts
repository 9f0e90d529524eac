import { guestNoteSchema } from '@/domain/guestNotes'
import { adminRecordRoute } from '@/server/api/adminRecordRoute'
import { setGuestNote } from '@/server/dinners/team/guestNotes'
import { readBody } from '@/server/http/body'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

/** Writes (or clears) the team's note on a guest of the dinner (admins). */
export const POST = adminRecordRoute(async (req, { payload, user, id }) =>
  json(await setGuestNote(payload, user, id, await readBody(req, guestNoteSchema))),
)
