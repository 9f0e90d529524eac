import { API_ERRORS } from '@/domain/messages'
import { json } from '@/server/http/respond'

/** An /api address that does not exist: a JSON 404 in French, like every other API answer, not the site's HTML page. */
function unknown() {
  return json({ message: API_ERRORS.notFound }, 404)
}

export { unknown as DELETE, unknown as GET, unknown as PATCH, unknown as POST, unknown as PUT }
