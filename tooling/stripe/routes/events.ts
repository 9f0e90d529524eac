/** Events: `/v1/events`, every event the stand-in emitted, newest first. */
import type { Params } from '../params'
import { list, retrieve } from './route'

/** `created=…` or `created[gte]=…`, as Stripe's range filters. */
function readRange(params: Params, key: string): ((value: number) => boolean) | undefined {
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

/** `invoice.*` matches every invoice event, as at Stripe. */
const matches = (pattern: string, type: string) => (pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern)

export const eventRoutes = [
  retrieve('/v1/events/:id', 'event', (store) => store.events),
  list(
    '/v1/events',
    'event',
    (params) => {
      const type = params.optionalString('type')
      return { created: readRange(params, 'created'), types: params.optionalStringArray('types') ?? (type ? [type] : undefined) }
    },
    (standIn, input) =>
      [...standIn.store.events.values()].filter(
        (event) =>
          (!input.types || input.types.some((pattern) => matches(pattern, event.type))) && (!input.created || input.created(event.created)),
      ),
  ),
]
