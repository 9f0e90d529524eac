import type { Payload } from 'payload'
import type { z } from 'zod'

import type { articleCreateSchema, articleUpdateSchema } from '@/domain/articles'
import { VALIDATION } from '@/domain/messages'
import { WEEKLY_ARTICLES } from '@/domain/limits'
import type { Article, User } from '@/payload-types'

import { badRequest, notFound } from '../http/errors'
import { CACHE_TAGS, cachedByTag } from '../cache'

/** SPEC §7: the fields the home page's weekly selection uses. */
export function toPublicArticle(a: Article) {
  return {
    id: a.id,
    url: a.url,
    title: a.title,
    description: a.description,
    source: a.source,
    theme: a.theme,
    isBonus: Boolean(a.isBonus),
    bonusLabel: a.bonusLabel ?? '',
  }
}

/** SPEC §3 Article: every field, for the admin list. */
export function toAdminArticle(a: Article) {
  return { ...toPublicArticle(a), isActive: Boolean(a.isActive), position: a.position ?? 0 }
}

export type PublicArticle = ReturnType<typeof toPublicArticle>
export type AdminArticle = ReturnType<typeof toAdminArticle>

/** The active articles in position order, at most the weekly 5; read as a visitor. */
async function loadActiveArticles(payload: Payload): Promise<PublicArticle[]> {
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
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return result.docs.map(toAdminArticle)
}

export async function createArticle(payload: Payload, user: User, data: z.output<typeof articleCreateSchema>) {
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

export async function updateArticle(
  payload: Payload,
  user: User,
  id: number,
  data: z.output<typeof articleUpdateSchema>,
) {
  await existing(payload, user, id)
  const doc = await payload.update({ collection: 'articles', id, data, user, overrideAccess: false, depth: 0 })
  return toAdminArticle(doc)
}

export async function deleteArticle(payload: Payload, user: User, id: number) {
  await existing(payload, user, id)
  await payload.delete({ collection: 'articles', id, user, overrideAccess: false })
}

/** Sets positions 1..n in the given order, in one transaction; the ids must be all articles. */
export async function reorderArticles(payload: Payload, user: User, articleIds: number[]) {
  const all = await listArticles(payload, user)
  const known = new Set(all.map((a) => a.id))
  if (articleIds.length !== known.size || articleIds.some((id) => !known.has(id))) {
    throw badRequest(VALIDATION.articleIdsInvalid)
  }
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    for (const [index, id] of articleIds.entries()) {
      await payload.update({
        collection: 'articles',
        id,
        data: { position: index + 1 },
        user,
        overrideAccess: false,
        depth: 0,
        req: { transactionID },
      })
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  return listArticles(payload, user)
}
