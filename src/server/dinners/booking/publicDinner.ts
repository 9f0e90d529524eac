import type { PublicDinner } from '@/domain/api/dinners'
import { UPCOMING_DINNERS_REVALIDATE_SECONDS } from '@/domain/dinners'
import type { Dinner } from '@/payload-types'

import { seatsLeftOf, toPublic } from './listing'
import { cachedByTag, CACHE_TAGS, pagesChangeAt } from '../../cache'
import { getPayloadClient } from '../../payload'

/**
 * One published dinner not yet begun, read as a visitor reads it (no user, the collection's access
 * rules applied) and with only the public fields selected: the venue is never read, so no page
 * built from this can send it.
 */
async function readPublicDinner(id: number): Promise<PublicDinner | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'dinners',
    user: null,
    overrideAccess: false,
    depth: 0,
    limit: 1,
    pagination: false,
    where: {
      and: [{ id: { equals: id } }, { status: { equals: 'published' } }, { startsAt: { greater_than: new Date().toISOString() } }],
    },
    select: { title: true, theme: true, startsAt: true, city: true, speakers: true, seats: true },
  })
  const dinner = docs[0] as Dinner | undefined
  if (!dinner) return null
  const left = await seatsLeftOf(payload, [dinner])
  return toPublic(dinner, left.get(dinner.id) ?? 0)
}

/**
 * An upcoming dinner's public page data, from the data cache: expired with every change to a
 * dinner or a booking (its seats left), and every few minutes. Null once the dinner has begun,
 * whatever the cached copy says, and the page's micro-cached copy is not sent beyond that moment.
 */
export async function publicDinner(id: number, now: number = Date.now()): Promise<PublicDinner | null> {
  const dinner = await cachedByTag(
    CACHE_TAGS.dinners,
    `public-dinner-${id}`,
    () => readPublicDinner(id),
    UPCOMING_DINNERS_REVALIDATE_SECONDS,
  )()
  if (!dinner) return null
  const startsAt = new Date(dinner.startsAt).getTime()
  if (startsAt <= now) return null
  pagesChangeAt(startsAt)
  return dinner
}
