/** Events: `/v1/events`, every event the stand-in emitted, newest first. */
import { list, readRange, retrieve } from './route'

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
