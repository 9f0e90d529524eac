/** How an API route is declared: it reads its parameters first, then acts. */
import type { Params } from '../params'
import type { StandIn } from '../state'
import { mustFind, page, readListParams, type Store } from '../store'

export type Method = 'GET' | 'POST' | 'DELETE'

/**
 * `prepare` reads the parameters and answers the action to run. A refusal while reading changes
 * nothing and, as at Stripe, is not kept for an idempotent replay ("results are only saved if an
 * API endpoint started executing"); once the server has checked that no parameter is left unread,
 * the action runs and whatever it answers, a refusal included, is kept.
 */
export type Route = { method: Method; pattern: RegExp; prepare: (standIn: StandIn, params: Params, ids: string[]) => () => object }

export function route<Input>(
  method: Method,
  path: string,
  read: (params: Params, ids: string[]) => Input,
  run: (standIn: StandIn, input: Input) => object,
): Route {
  const pattern = new RegExp(`^${path.replace(/:[a-z_]+/g, '([^/]+)')}$`)
  return {
    method,
    pattern,
    prepare: (standIn, params, ids) => {
      const input = read(params, ids)
      return () => run(standIn, input)
    },
  }
}

/** The id in a path, or the same 404 Stripe answers for an object of another kind. */
export const only = (ids: string[]): string => decodeURIComponent(ids[0] ?? '')

/** `GET /v1/…/:id`: one object of a kind, or Stripe's 404. */
export function retrieve<T extends object>(path: string, kind: string, objects: (store: Store) => Map<string, T>): Route {
  return route(
    'GET',
    path,
    (_params, ids) => only(ids),
    (standIn, id) => mustFind(objects(standIn.store), kind, id),
  )
}

/** `GET /v1/…`: a kind's objects that pass the request's filters, as one of Stripe's pages. */
export function list<Filters, T extends { id: string; created: number }>(
  path: string,
  kind: string,
  readFilters: (params: Params) => Filters,
  matching: (standIn: StandIn, filters: Filters) => Iterable<T>,
): Route {
  return route(
    'GET',
    path,
    (params) => ({ list: readListParams(params), filters: readFilters(params) }),
    (standIn, input) => page(matching(standIn, input.filters), input.list, path, kind),
  )
}

/** `created=…` or `created[gte]=…`, as Stripe's range filters. */
export function readRange(params: Params, key: string): ((value: number) => boolean) | undefined {
  if (!params.isHash(key)) {
    const exact = params.optionalInteger(key)
    return exact === undefined ? undefined : (value) => value === exact
  }
  const range = params.object(key)
  const [gt, gte, lt, lte] = ['gt', 'gte', 'lt', 'lte'].map((bound) => range.optionalInteger(bound))
  return (value) =>
    (gt === undefined || value > gt) &&
    (gte === undefined || value >= gte) &&
    (lt === undefined || value < lt) &&
    (lte === undefined || value <= lte)
}
