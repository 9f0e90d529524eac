import type { CollectionSlug } from 'payload'
import { expect } from 'vitest'

import { CONTENT_PAGES } from '@/domain/contentTexts'

import { type Account, ACTORS, type Cast } from './actors'
import type { Answer, Cell, Row } from './matrix'
import { pngImage, uploadForm } from '../../support/image'
import { ready, uniqueEmail } from '../support/api'
import { cms } from '../support/cms'
import { dinner } from '../support/dinners'

type Statuses = Row['expect']
type Doc = { id: number | string }

const ALL = (status: number): Statuses => [status, status, status, status, status]
const TEAM_WRITES = (status: number): Statuses => [401, 403, 403, status, status]
const ADMIN_WRITES = (status: number): Statuses => [401, 403, 403, 403, status]
const NOBODY_WRITES: Statuses = [401, 403, 403, 403, 403]
/** Public content (articles, images): everyone reads it, the team writes it. */
const PUBLIC_TEAM_WRITES = {
  list: ALL(200),
  read: ALL(200),
  create: TEAM_WRITES(201),
  update: TEAM_WRITES(200),
  delete: TEAM_WRITES(200),
  bulkUpdate: TEAM_WRITES(200),
  bulkDelete: TEAM_WRITES(200),
}
const TEAM_ONLY_ROUTE: Statuses = [401, 403, 403, 404, 404]
const NO_ROUTE = {
  list: TEAM_ONLY_ROUTE,
  read: TEAM_ONLY_ROUTE,
  create: TEAM_ONLY_ROUTE,
  update: TEAM_ONLY_ROUTE,
  delete: TEAM_ONLY_ROUTE,
  bulkUpdate: TEAM_ONLY_ROUTE,
  bulkDelete: TEAM_ONLY_ROUTE,
}

const as = (cell: Cell, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  cms(method, path, { cookie: cell.cookie, body })

async function local() {
  return ready()
}

async function stored(collection: CollectionSlug, id: number | string) {
  return (await local()).findByID({ collection, id, overrideAccess: true, disableErrors: true, depth: 0 }) as Promise<Record<
    string,
    unknown
  > | null>
}

const userRef = (account: Account) => ({ relationTo: 'users', value: account.id })

async function newArticle(isActive = true): Promise<Doc> {
  return (await local()).create({
    collection: 'articles',
    overrideAccess: true,
    data: {
      title: 'Article CMS',
      description: 'Pour les droits.',
      url: 'https://example.org/cms',
      source: 'Matrice',
      theme: 'economy-work',
      isActive,
    },
  })
}

/**
 * What each collection needs for the seven REST operations: a document someone else owns (A's
 * record, the admin's lock…), a body to create one, a change, and where that change shows.
 */
type CollectionSpec = {
  slug: CollectionSlug
  target: (cast: Cast) => Promise<Doc>
  create: (cell: Cell) => unknown | Promise<unknown>
  change: Record<string, unknown>
  /** The changed field's value in the database, to prove a refused write stored nothing. */
  field: string
  expect: {
    list: Statuses
    read: Statuses
    create: Statuses
    update: Statuses
    delete: Statuses
    bulkUpdate: Statuses
    bulkDelete: Statuses
  }
  /** The target is applicant A's own record, new for each cell. */
  targetIsOwner?: boolean
  /** Bulk writes that answer 200 for these actors but match nothing they may touch. */
  matchesNothing?: Partial<Record<keyof CollectionSpec['expect'], Cell['actor'][]>>
  /** What a caller sees of the target when reading it by id. */
  readVerify?: Row['verify']
  /** What a caller may see in a list: only its own records, when not everything. */
  listVerify?: Row['verify']
}

function collectionRows(spec: CollectionSpec): Row[] {
  const base = `/cms-api/${spec.slug}`
  /** A write took effect for this actor when it answered 2xx and is not listed as matching nothing. */
  const effective = (cell: Cell, statuses: Statuses, op: keyof CollectionSpec['expect']) =>
    statuses[ACTORS.indexOf(cell.actor)] < 300 && !spec.matchesNothing?.[op]?.includes(cell.actor)
  const onTarget =
    (op: keyof CollectionSpec['expect'], send: (cell: Cell, id: number | string) => Promise<Answer>, effect?: 'changed' | 'deleted') =>
    async (cell: Cell) => {
      const { id } = await spec.target(cell.cast)
      const answer = await send(cell, id)
      const doc = await stored(spec.slug, id)
      const took = effective(cell, spec.expect[op], op)
      if (effect === 'deleted') expect(doc === null, `${op} by ${cell.actor}: ${answer.status}`).toBe(took)
      if (effect === 'changed') expect(doc?.[spec.field] === spec.change[spec.field], `${op} by ${cell.actor}: ${answer.status}`).toBe(took)
      return answer
    }
  const where = (id: number | string) => `where[id][equals]=${id}`
  const withOwner = (row: Row): Row => (spec.targetIsOwner ? { ...row, owner: 'registered' } : row)
  return (
    [
      {
        route: `GET ${base}`,
        expect: spec.expect.list,
        send: (cell) => as(cell, 'GET', `${spec.slug}?limit=0&depth=0`),
        verify: spec.listVerify,
      },
      {
        route: `GET ${base}/[id]`,
        expect: spec.expect.read,
        send: onTarget('read', (cell, id) => as(cell, 'GET', `${spec.slug}/${id}`)),
        verify: spec.readVerify,
      },
      { route: `POST ${base}`, expect: spec.expect.create, send: async (cell) => as(cell, 'POST', spec.slug, await spec.create(cell)) },
      {
        route: `PATCH ${base}/[id]`,
        expect: spec.expect.update,
        send: onTarget('update', (cell, id) => as(cell, 'PATCH', `${spec.slug}/${id}`, spec.change), 'changed'),
      },
      {
        route: `DELETE ${base}/[id]`,
        expect: spec.expect.delete,
        send: onTarget('delete', (cell, id) => as(cell, 'DELETE', `${spec.slug}/${id}`), 'deleted'),
      },
      {
        route: `PATCH ${base} (where)`,
        expect: spec.expect.bulkUpdate,
        send: onTarget('bulkUpdate', (cell, id) => as(cell, 'PATCH', `${spec.slug}?${where(id)}`, spec.change), 'changed'),
      },
      {
        route: `DELETE ${base} (where)`,
        expect: spec.expect.bulkDelete,
        send: onTarget('bulkDelete', (cell, id) => as(cell, 'DELETE', `${spec.slug}?${where(id)}`), 'deleted'),
      },
    ] satisfies Row[]
  ).map(withOwner)
}

const onlyOwn: Row['verify'] = (cell, answer) => {
  if (answer.status !== 200) return
  const ids = (answer.body.docs as Array<{ id: number; user?: { value: number } | number }>).map((doc) =>
    typeof doc.user === 'object' ? doc.user.value : (doc.user ?? doc.id),
  )
  if (cell.actor !== 'admin') expect(ids.filter((id) => id !== cell.caller?.id)).toEqual([])
}

async function lockBy(account: Account): Promise<Doc> {
  const { id } = await newArticle()
  return (await local()).create({
    collection: 'payload-locked-documents',
    overrideAccess: true,
    data: { document: { relationTo: 'articles', value: id }, globalSlug: null, user: userRef(account) },
  } as never)
}

/** Payload files a preference under whoever creates it: the account's own Local API call. */
async function preferenceOf(account: Account): Promise<Doc> {
  const payload = await local()
  const user = await payload.findByID({ collection: 'users', id: account.id, overrideAccess: true })
  return payload.create({
    collection: 'payload-preferences',
    overrideAccess: true,
    user: { ...user, collection: 'users' },
    data: { key: `matrice-${uniqueEmail('cle')}`, value: { colonnes: ['a'] } },
  } as never)
}

async function newMessage(): Promise<Doc> {
  return (await local()).create({
    collection: 'contact-messages',
    overrideAccess: true,
    context: { flow: 'contact' },
    data: { name: 'Matrice', email: uniqueEmail('message'), subject: 'info', message: 'Bonjour.' },
  } as never)
}

async function newImage(): Promise<Doc> {
  const data = await pngImage()
  return (await local()).create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: 'Une table dressée' },
    file: { data, mimetype: 'image/png', name: 'table.png', size: data.length },
  })
}

export const CMS_COLLECTION_SPECS: CollectionSpec[] = [
  {
    slug: 'users',
    targetIsOwner: true,
    target: async (cast) => cast.A,
    create: () => ({ email: uniqueEmail('cree'), password: 'mot-de-passe-cree', role: 'applicant', firstName: 'Créé' }),
    change: { firstName: 'Pirate' },
    field: 'firstName',
    expect: {
      list: [401, 200, 200, 200, 200],
      read: [401, 200, 404, 404, 200],
      create: ADMIN_WRITES(201),
      update: ADMIN_WRITES(200),
      delete: ADMIN_WRITES(200),
      bulkUpdate: [401, 403, 403, 200, 200],
      bulkDelete: [401, 403, 403, 403, 200],
    },
    matchesNothing: { bulkUpdate: ['editor'] },
    listVerify: onlyOwn,
  },
  {
    slug: 'articles',
    target: () => newArticle(),
    create: () => ({ title: 'Créé dans le CMS', description: 'D.', url: 'https://example.org/x', source: 'M', theme: 'economy-work' }),
    change: { title: 'Titre piraté' },
    field: 'title',
    expect: PUBLIC_TEAM_WRITES,
    listVerify: (cell, answer) => {
      const inactive = (answer.body.docs as Array<{ isActive: boolean }>).filter((doc) => !doc.isActive)
      if (!['editor', 'admin'].includes(cell.actor)) expect(inactive).toEqual([])
    },
  },
  {
    // The media library: public images, which only the team uploads, changes or deletes.
    slug: 'media',
    target: newImage,
    create: async () => uploadForm(await pngImage(), 'creee.png', 'image/png', { alt: 'Créée dans le CMS' }),
    change: { alt: 'Texte piraté' },
    field: 'alt',
    expect: PUBLIC_TEAM_WRITES,
  },
  {
    slug: 'contact-messages',
    target: newMessage,
    create: () => ({ name: 'CMS', email: uniqueEmail('cms'), subject: 'info', message: 'Créé dans le CMS.' }),
    change: { deliveryStatus: 'failed' },
    field: 'deliveryStatus',
    expect: {
      list: [401, 403, 403, 403, 200],
      read: [401, 403, 403, 403, 200],
      create: ADMIN_WRITES(201),
      update: ADMIN_WRITES(200),
      delete: ADMIN_WRITES(200),
      bulkUpdate: ADMIN_WRITES(200),
      bulkDelete: ADMIN_WRITES(200),
    },
  },
  {
    // The admin's lock: the team reads it (the admin says who is editing); only its owner changes it.
    slug: 'payload-locked-documents',
    target: (cast) => lockBy(cast.admin),
    create: async (cell) => ({
      document: { relationTo: 'articles', value: (await newArticle()).id },
      globalSlug: null,
      user: { relationTo: 'users', value: cell.caller?.id ?? 1 },
    }),
    change: { globalSlug: 'site-settings' },
    field: 'globalSlug',
    expect: {
      list: [401, 403, 403, 200, 200],
      read: [401, 403, 403, 200, 200],
      create: TEAM_WRITES(201),
      update: ADMIN_WRITES(200),
      delete: ADMIN_WRITES(200),
      bulkUpdate: TEAM_WRITES(200),
      bulkDelete: TEAM_WRITES(200),
    },
    matchesNothing: { bulkUpdate: ['editor'], bulkDelete: ['editor'] },
  },
  {
    // GET and DELETE /payload-preferences/:x are Payload's per-key endpoints, which only ever
    // touch the caller's own keys: by id, the admin's preference stays out of an editor's reach.
    slug: 'payload-preferences',
    target: (cast) => preferenceOf(cast.admin),
    create: (cell) => ({ key: `matrice-${uniqueEmail('cree')}`, user: { relationTo: 'users', value: cell.caller?.id ?? 1 }, value: {} }),
    change: { key: 'cle-piratee' },
    field: 'key',
    expect: {
      list: [401, 403, 403, 200, 200],
      read: [401, 403, 403, 200, 200],
      create: TEAM_WRITES(201),
      update: ADMIN_WRITES(200),
      delete: [401, 403, 403, 404, 404],
      bulkUpdate: TEAM_WRITES(200),
      bulkDelete: TEAM_WRITES(200),
    },
    matchesNothing: { delete: ['admin'], bulkUpdate: ['editor'], bulkDelete: ['editor'] },
    readVerify: (cell, answer) => {
      if (answer.status === 200) expect(answer.body.value).toBeNull()
    },
    listVerify: onlyOwn,
  },
  {
    // Published dinners are public, without their venue (only the team and the seated guests read it).
    slug: 'dinners',
    target: () => dinner(),
    create: () => ({
      title: 'Créé dans le CMS',
      theme: 'economy-work',
      startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      city: 'Lyon',
      venueName: 'Salle',
      venueAddress: '1 rue',
      speakers: [{ name: 'Invité', role: 'expert' }],
      seats: 12,
    }),
    change: { title: 'Titre piraté' },
    field: 'title',
    expect: {
      list: ALL(200),
      read: ALL(200),
      create: ADMIN_WRITES(201),
      update: ADMIN_WRITES(200),
      delete: ADMIN_WRITES(200),
      bulkUpdate: ADMIN_WRITES(200),
      bulkDelete: ADMIN_WRITES(200),
    },
    readVerify: (cell, answer) => expect(answer.body.venueName === undefined).toBe(cell.actor !== 'admin'),
    listVerify: (cell, answer) => {
      const docs = answer.body.docs as Array<{ status: string; venueAddress?: string }>
      if (cell.actor !== 'admin') expect(docs.filter((doc) => doc.status === 'draft' || doc.venueAddress !== undefined)).toEqual([])
    },
  },
  {
    // A member reads their own bookings; every write goes through /api/dinners/… (locked, checked).
    slug: 'bookings',
    targetIsOwner: true,
    target: async (cast) =>
      (await local()).create({
        collection: 'bookings',
        overrideAccess: true,
        data: { dinner: (await dinner()).id, member: cast.A.id, status: 'booked' },
      }),
    create: async (cell) => ({ dinner: (await dinner()).id, member: cell.caller?.id ?? 1, status: 'booked' }),
    change: { status: 'attended' },
    field: 'status',
    expect: {
      list: [401, 200, 200, 200, 200],
      read: [401, 200, 404, 404, 200],
      // Nobody writes here, admins included: only the booking services, under their locks, keep the seats right.
      create: NOBODY_WRITES,
      update: NOBODY_WRITES,
      delete: NOBODY_WRITES,
      bulkUpdate: NOBODY_WRITES,
      bulkDelete: NOBODY_WRITES,
    },
    listVerify: (cell, answer) => {
      if (answer.status !== 200 || cell.actor === 'admin') return
      const members = (answer.body.docs as Array<{ member: number | { id: number } }>).map((doc) =>
        typeof doc.member === 'object' ? doc.member.id : doc.member,
      )
      expect(members.filter((id) => id !== cell.caller?.id)).toEqual([])
    },
  },
  {
    // The seating of a dinner: the team's working document.
    slug: 'dinner-tables',
    target: async () =>
      (await local()).create({ collection: 'dinner-tables', overrideAccess: true, data: { dinner: (await dinner()).id, tables: [] } }),
    create: async () => ({ dinner: (await dinner()).id, tables: [] }),
    change: { composedAt: '2030-01-01T00:00:00.000Z' },
    field: 'composedAt',
    expect: {
      list: [401, 403, 403, 403, 200],
      read: [401, 403, 403, 403, 200],
      create: ADMIN_WRITES(201),
      update: ADMIN_WRITES(200),
      delete: ADMIN_WRITES(200),
      bulkUpdate: ADMIN_WRITES(200),
      bulkDelete: ADMIN_WRITES(200),
    },
  },
  {
    // The record of applied migrations: Payload gives it no REST endpoints at all.
    slug: 'payload-migrations',
    target: async () => (await (await local()).find({ collection: 'payload-migrations', overrideAccess: true, limit: 1 })).docs[0] as Doc,
    create: () => ({ name: 'fausse-migration', batch: 999 }),
    change: { batch: 999 },
    field: 'batch',
    expect: NO_ROUTE,
  },
  {
    // Payload's key-value store: closed to everyone over HTTP.
    slug: 'payload-kv',
    target: async () =>
      (await local()).create({
        collection: 'payload-kv',
        overrideAccess: true,
        data: { key: `matrice-${uniqueEmail('kv')}`, data: { secret: true } },
      } as never),
    create: () => ({ key: 'forge', data: {} }),
    change: { data: { pirate: true } },
    field: 'data',
    expect: {
      list: [401, 403, 403, 403, 403],
      read: [401, 403, 403, 403, 403],
      create: NOBODY_WRITES,
      update: NOBODY_WRITES,
      delete: NOBODY_WRITES,
      bulkUpdate: NOBODY_WRITES,
      bulkDelete: NOBODY_WRITES,
    },
  },
]

/** Payload's own endpoints besides the collections' operations. */
const OTHER_ROWS: Row[] = [
  {
    route: 'GET /cms-api/users/me',
    expect: ALL(200),
    send: (cell) => as(cell, 'GET', 'users/me'),
    verify: (cell, answer) => expect(answer.body.user?.id ?? null).toBe(cell.caller?.id ?? null),
  },
  {
    route: 'POST /cms-api/users/login',
    expect: ALL(200),
    send: (cell) => as(cell, 'POST', 'users/login', { email: cell.cast.B.email, password: cell.cast.B.password }),
  },
  {
    route: 'POST /cms-api/users/logout',
    ownAccount: true,
    expect: [400, 200, 200, 200, 200],
    send: (cell) => as(cell, 'POST', 'users/logout'),
  },
  {
    route: 'POST /cms-api/users/refresh-token',
    ownAccount: true,
    expect: [401, 200, 200, 200, 200],
    send: (cell) => as(cell, 'POST', 'users/refresh-token'),
  },
  ...['forgot-password', 'reset-password', 'unlock', 'first-register', 'verify/un-jeton'].map((path): Row => ({
    route: `POST /cms-api/users/${path.replace('un-jeton', '[token]')}`,
    expect: ALL(404),
    send: (cell) => as(cell, 'POST', `users/${path}`, { email: cell.cast.A.email }),
  })),
  { route: 'GET /cms-api/users/init', expect: ALL(200), send: (cell) => as(cell, 'GET', 'users/init') },
  { route: 'GET /cms-api/access', expect: ALL(200), send: (cell) => as(cell, 'GET', 'access') },
  {
    route: 'POST /cms-api/payload-locked-documents (in someone else’s name)',
    expect: [401, 403, 403, 403, 403],
    send: async (cell) =>
      as(cell, 'POST', 'payload-locked-documents', {
        document: { relationTo: 'articles', value: (await newArticle()).id },
        globalSlug: null,
        user: userRef(cell.cast.A),
      }),
  },
  ...(['GET', 'POST', 'DELETE'] as const).map((method): Row => ({
    route: `${method} /cms-api/payload-preferences/[key]`,
    expect: TEAM_WRITES(200),
    send: async (cell) => {
      const key = `matrice-${uniqueEmail('cle')}`
      if (cell.caller && method !== 'POST') await as(cell, 'POST', `payload-preferences/${key}`, { value: { ouvert: true } })
      return as(cell, method, `payload-preferences/${key}`, method === 'POST' ? { value: { ouvert: true } } : undefined)
    },
    verify: (cell, answer) => {
      if (method === 'GET' && answer.status === 200) expect(answer.body.value).toEqual({ ouvert: true })
    },
  })),
  {
    route: 'GET /cms-api/globals/site-settings',
    expect: ALL(200),
    send: (cell) => as(cell, 'GET', 'globals/site-settings'),
  },
  {
    route: 'POST /cms-api/globals/site-settings',
    expect: ADMIN_WRITES(200),
    send: async (cell) => {
      const current = await (await local()).findGlobal({ slug: 'site-settings', overrideAccess: true })
      return as(cell, 'POST', 'globals/site-settings', { brandName: current.brandName })
    },
  },
  {
    route: 'GET /cms-api/media/file/[filename]',
    expect: ALL(200),
    send: async (cell) => {
      const image = (await newImage()) as Doc & { filename: string }
      return as(cell, 'GET', `media/file/${image.filename}`)
    },
  },
  // The newsletter: only the team reads it (its introduction is not public before it leaves); the
  // editors write the introduction, the admins alone the schedule (field access).
  {
    route: 'GET /cms-api/globals/newsletter',
    expect: TEAM_WRITES(200),
    send: (cell) => as(cell, 'GET', 'globals/newsletter'),
    verify: (cell, answer) => {
      if (answer.status !== 200) expect(JSON.stringify(answer.body)).not.toContain('perMinute')
    },
  },
  {
    route: 'POST /cms-api/globals/newsletter',
    expect: TEAM_WRITES(200),
    send: (cell) => as(cell, 'POST', 'globals/newsletter', { intro: 'Bonne semaine à toutes et à tous.' }),
  },
  {
    route: 'POST /cms-api/globals/newsletter (schedule)',
    expect: TEAM_WRITES(200),
    send: async (cell) => {
      await (
        await local()
      ).updateGlobal({ slug: 'newsletter', overrideAccess: true, data: { schedule: { day: '1', hour: 8, perMinute: 60 } } })
      return as(cell, 'POST', 'globals/newsletter', { schedule: { day: '3', hour: 6, perMinute: 61 } })
    },
    verify: async (cell, answer) => {
      const stored = await (await local()).findGlobal({ slug: 'newsletter', overrideAccess: true })
      // An editor's save goes through, but the schedule stays the admins'.
      if (answer.status === 200) expect(stored.schedule.perMinute).toBe(cell.actor === 'admin' ? 61 : 60)
      else expect(stored.schedule.perMinute).toBe(60)
      await (
        await local()
      ).updateGlobal({ slug: 'newsletter', overrideAccess: true, data: { schedule: { day: '1', hour: 8, perMinute: 60 } } })
    },
  },
  // The editable pages: everyone reads them, the team changes them.
  ...Object.values(CONTENT_PAGES).flatMap(({ slug }): Row[] => [
    { route: `GET /cms-api/globals/${slug}`, expect: ALL(200), send: (cell) => as(cell, 'GET', `globals/${slug}`) },
    {
      route: `POST /cms-api/globals/${slug}`,
      expect: TEAM_WRITES(200),
      send: async (cell) => {
        const current = await (await local()).findGlobal({ slug, overrideAccess: true })
        return as(cell, 'POST', `globals/${slug}`, { title: current.title })
      },
    },
  ]),
  // A team account is deleted by another admin, never by its holder (an applicant erases theirs through DELETE /api/me).
  {
    route: 'DELETE /cms-api/users/[own id]',
    ownAccount: true,
    expect: NOBODY_WRITES,
    send: (cell) => as(cell, 'DELETE', `users/${cell.caller?.id ?? cell.cast.A.id}`),
    verify: async (cell) => {
      if (cell.caller) expect(await stored('users', cell.caller.id)).toEqual(expect.objectContaining({ id: cell.caller.id }))
    },
  },
  // Field-level writes on one's own record and on articles.
  {
    route: 'PATCH /cms-api/users/[own id] (role)',
    ownAccount: true,
    expect: [401, 403, 403, 200, 200],
    send: (cell) => as(cell, 'PATCH', `users/${cell.caller?.id ?? cell.cast.A.id}`, { role: 'admin' }),
    verify: async (cell) => {
      if (cell.caller)
        expect((await stored('users', cell.caller.id))?.role).toBe(
          cell.actor === 'editor' ? 'editor' : cell.actor === 'admin' ? 'admin' : 'applicant',
        )
    },
  },
  ...(
    [
      ['email', () => uniqueEmail('changee')],
      ['password', () => 'un-autre-mot-de-passe'],
      ['emailVerifiedAt', () => '2020-01-01T00:00:00.000Z'],
    ] as const
  ).map(([field, value]): Row => ({
    route: `PATCH /cms-api/users/[own id] (${field})`,
    ownAccount: true,
    expect: field === 'emailVerifiedAt' ? [401, 403, 403, 200, 200] : [401, 403, 403, 403, 200],
    send: async (cell) => {
      const id = cell.caller?.id ?? cell.cast.A.id
      const before = await stored('users', id)
      const answer = await as(cell, 'PATCH', `users/${id}`, { [field]: value() })
      const after = await stored('users', id)
      return {
        ...answer,
        body: {
          ...answer.body,
          unchanged: field === 'password' ? after?.updatedAt === before?.updatedAt : after?.[field] === before?.[field],
        },
      }
    },
    verify: (cell, answer) => expect(answer.body.unchanged).toBe(cell.actor !== 'admin'),
  })),
  {
    route: 'PATCH /cms-api/articles/[id] (position)',
    expect: TEAM_WRITES(200),
    send: async (cell) => {
      const { id } = await newArticle()
      const before = (await stored('articles', id))?.position
      const answer = await as(cell, 'PATCH', `articles/${id}`, { position: 1 })
      return { ...answer, body: { ...answer.body, unchanged: (await stored('articles', id))?.position === before } }
    },
    verify: (_cell, answer) => expect(answer.body.unchanged).toBe(true),
  },
  {
    route: 'POST /cms-api/graphql',
    expect: TEAM_ONLY_ROUTE,
    send: (cell) => as(cell, 'POST', 'graphql', { query: '{ Users { docs { email } } }' }),
  },
]

export const CMS_ROWS: Row[] = [...CMS_COLLECTION_SPECS.flatMap(collectionRows), ...OTHER_ROWS]
