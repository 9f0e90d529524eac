import { API_ERRORS } from '@/domain/messages/apiErrors'
import { pool } from '@/server/db/pool'
import { json } from '@/server/http/respond'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

/** For load balancers: 200 when Postgres answers, 503 otherwise. */
export async function GET() {
  try {
    const payload = await getPayloadClient()
    await pool(payload).query('SELECT 1')
    return json({ status: 'ok' })
  } catch (error) {
    console.error('[health] database unreachable', error)
    return json({ status: 'unavailable', message: API_ERRORS.unavailable }, 503)
  }
}
