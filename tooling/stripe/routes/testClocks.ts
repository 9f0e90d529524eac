/**
 * Stripe's test clocks: `/v1/test_helpers/test_clocks`. A customer created with `test_clock` lives
 * on it; advancing it runs, in order, what falls due for that customer's objects (dueWork.ts). At
 * Stripe the advance finishes in the background: the answer says `advancing`, and
 * `test_helpers.test_clock.ready` follows; the stand-in has finished by the time it answers.
 */
import { advanceTestClock } from '../dueWork'
import { invalidRequest } from '../errors'
import { newId } from '../ids'
import type { TestClock } from '../shapes'
import type { StandIn } from '../state'
import { mustFind } from '../store'
import { list, only, retrieve, route } from './route'

const LIFETIME = 30 * 86_400

export const testClockRoutes = [
  route(
    'POST',
    '/v1/test_helpers/test_clocks',
    (params) => ({ frozenTime: params.integer('frozen_time'), name: params.optionalString('name') ?? null }),
    (standIn: StandIn, input) => {
      const now = standIn.clock.now()
      const clock: TestClock = {
        id: newId('clock'),
        object: 'test_helpers.test_clock',
        created: now,
        deletes_after: now + LIFETIME,
        frozen_time: input.frozenTime,
        livemode: false,
        name: input.name,
        status: 'ready',
      }
      standIn.store.testClocks.set(clock.id, clock)
      standIn.events.emit('test_helpers.test_clock.created', clock, now)
      return clock
    },
  ),
  retrieve('/v1/test_helpers/test_clocks/:id', 'test_helpers.test_clock', (store) => store.testClocks),
  list(
    '/v1/test_helpers/test_clocks',
    'test_helpers.test_clock',
    () => null,
    (standIn) => standIn.store.testClocks.values(),
  ),
  route(
    'POST',
    '/v1/test_helpers/test_clocks/:id/advance',
    (params, ids) => ({ id: only(ids), frozenTime: params.integer('frozen_time') }),
    (standIn, input) => {
      const clock = mustFind(standIn.store.testClocks, 'test_helpers.test_clock', input.id)
      if (input.frozenTime <= clock.frozen_time) {
        throw invalidRequest('The frozen_time must be later than the test clock’s current frozen_time.', { param: 'frozen_time' })
      }
      const now = standIn.clock.now()
      clock.status = 'advancing'
      standIn.events.emit('test_helpers.test_clock.advancing', clock, now)
      const answer = { ...clock }
      advanceTestClock(standIn, clock.id, input.frozenTime)
      clock.status = 'ready'
      standIn.events.emit('test_helpers.test_clock.ready', clock, now)
      return answer
    },
  ),
]
