import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, Payload } from 'payload'

import { CACHE_TAGS, expireTag } from '@/server/cache'

/** A new article goes last; positions stay 1..n (dense) after every change. */
export const appendPosition: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || typeof data.position === 'number') return data
  const last = await req.payload.find({
    collection: 'articles',
    sort: '-position',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return { ...data, position: (last.docs[0]?.position ?? 0) + 1 }
}

/** Renumbers positions densely, keeping the current order (ties broken by id). */
export async function compactPositions(payload: Payload, req?: Parameters<CollectionAfterDeleteHook>[0]['req']) {
  const all = await payload.find({
    collection: 'articles',
    sort: ['position', 'id'],
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { position: true },
  })
  for (const [index, doc] of all.docs.entries()) {
    if (doc.position !== index + 1) {
      await payload.db.updateOne({ collection: 'articles', id: doc.id, data: { position: index + 1 }, req })
    }
  }
}

export const revalidateAfterChange: CollectionAfterChangeHook = ({ doc }) => {
  expireTag(CACHE_TAGS.articles)
  return doc
}

export const compactAfterDelete: CollectionAfterDeleteHook = async ({ req, doc }) => {
  await compactPositions(req.payload, req)
  expireTag(CACHE_TAGS.articles)
  return doc
}
