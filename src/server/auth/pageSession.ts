import { headers } from 'next/headers'

import type { User } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { currentUser } from './session'

/** The signed-in user of a server page (from the session cookie), or null. */
export async function pageUser(): Promise<User | null> {
  const payload = await getPayloadClient()
  return currentUser(payload, new Request('http://page.local', { headers: await headers() }))
}
