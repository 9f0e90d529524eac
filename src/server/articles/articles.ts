import type { Payload } from 'payload'
import type { z } from 'zod'

import { type PublicArticle, toAdminArticle, toPublicArticle, type AdminArticle } from '@/domain/api/articles'
import type { articleCreateSchema, articleUpdateSchema } from '@/domain/articles'
import { WEEKLY_ARTICLES } from '@/domain/limits'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import type { Article, User } from '@/payload-types'

import { ARTICLE_ORDER_LOCK } from './order'
import { CACHE_TAGS, cachedByTag, expireInTransaction } from '../cache'
import { inTransaction, intArray, sql } from '../db/transaction'
import { ApiError, notFound } from '../http/errors'

/** The active articles in position order, at most the weekly 5; read as a visitor (the newsletter reads them so, outside Next's cache). */
export async function loadActiveArticles(payload: Payload): Promise<PublicArticle[]> {
  const result = await payload.find({
    collection: 'articles',
    where: { isActive: { equals: true } },
    sort: ['position', 'id'],
    limit: WEEKLY_ARTICLES,
    depth: 0,
    overrideAccess: false,
  })
  return result.docs.map(toPublicArticle)
}

/** Served from Next's data cache; the Articles hooks expire it when an article changes. */
export function activeArticles(payload: Payload): Promise<PublicArticle[]> {
  return cachedByTag(CACHE_TAGS.articles, 'articles-active', () => loadActiveArticles(payload))()
}

export async function listArticles(payload: Payload, user: User): Promise<AdminArticle[]> {
  const result = await payload.find({
    collection: 'articles',
    sort: ['position', 'id'],
    // The curation list: the week's five and the few kept for later, each placed by hand by an editor.
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return result.docs.map(toAdminArticle)
}

/**
 * The articles of `ids` as the home page would show them, in that order (the editors' preview of
 * the week's selection, made from the list as they see it).
 */
export async function previewArticles(payload: Payload, user: User, ids: number[]): Promise<PublicArticle[]> {
  if (ids.length === 0) return []
  const result = await payload.find({
    collection: 'articles',
    where: { id: { in: ids } },
    limit: WEEKLY_ARTICLES,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const byId = new Map(result.docs.map((doc) => [doc.id, toPublicArticle(doc)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function createArticle(payload: Payload, user: User, data: z.output<typeof articleCreateSchema>) {
  // The collection's hooks expire the selection with the change (revalidateAfterChange).
  const doc = await payload.create({ collection: 'articles', data, user, overrideAccess: false, depth: 0 })
  return toAdminArticle(doc)
}

async function existing(payload: Payload, user: User, id: number): Promise<Article> {
  const found = await payload.find({
    collection: 'articles',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  if (!doc) throw notFound()
  return doc
}

export async function updateArticle(payload: Payload, user: User, id: number, data: z.output<typeof articleUpdateSchema>) {
  await existing(payload, user, id)
  const doc = await payload.update({ collection: 'articles', id, data, user, overrideAccess: false, depth: 0 })
  return toAdminArticle(doc)
}

export async function deleteArticle(payload: Payload, user: User, id: number) {
  await existing(payload, user, id)
  await payload.delete({ collection: 'articles', id, user, overrideAccess: false })
}

/**
 * Sets positions 1..n in the given order, in one transaction and one statement, under the lock
 * every change of positions takes. The ids must be exactly the articles there are now: a list
 * that changed meanwhile (another editor created or deleted one) is refused with 409.
 */
export async function reorderArticles(payload: Payload, user: User, articleIds: number[]) {
  await inTransaction(payload, async (tx) => {
    await tx.query(sql`SELECT pg_advisory_xact_lock(${ARTICLE_ORDER_LOCK})`)
    const current = await tx.query<{ id: number }>(sql`SELECT id FROM articles`)
    const known = new Set(current.map((row) => row.id))
    if (articleIds.length !== known.size || articleIds.some((id) => !known.has(id))) {
      throw new ApiError(409, API_ERRORS.articlesChanged)
    }
    await tx.query(sql`
      UPDATE articles SET position = v.position
        FROM unnest(${intArray(articleIds)}::int[]) WITH ORDINALITY AS v(id, position)
       WHERE articles.id = v.id AND articles.position IS DISTINCT FROM v.position`)
    await expireInTransaction(payload, tx, CACHE_TAGS.articles)
  })
  return listArticles(payload, user)
}
