/**
 * Stripe's events: each change worth telling is an `evt_` object carrying a copy of the object as
 * it was then, kept for `GET /v1/events` and handed to the webhook delivery. An event caused by an
 * API request names that request and its idempotency key; one caused by time (a renewal, a debit
 * settling) names none, as at Stripe.
 */
import Stripe from 'stripe'

import { newId } from './ids'
import { isJsonObject, previousAttributes, toJson, type JsonObject } from './json'
import type { StripeEvent } from './shapes'
import type { Store } from './store'

export type EventRequest = StripeEvent['request']

const NO_REQUEST: EventRequest = { id: null, idempotency_key: null }

export function toJsonObject(value: object): JsonObject {
  const json = toJson(value)
  if (!isJsonObject(json)) throw new Error('a Stripe object must serialise to a JSON object')
  return json
}

export class EventLog {
  /** The API request being served, whose events name it; null between requests. */
  private request: EventRequest = NO_REQUEST

  constructor(
    private readonly store: Store,
    private readonly publish: (event: StripeEvent) => void,
    private readonly endpointCount: () => number,
  ) {}

  /** Runs `work` as the request `request`: the events it emits name it. */
  during<T>(request: EventRequest, work: () => T): T {
    this.request = request
    try {
      return work()
    } finally {
      this.request = NO_REQUEST
    }
  }

  emit(type: Stripe.Event.Type, object: object, created: number, previous?: JsonObject): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      data: previous ? { object: toJsonObject(object), previous_attributes: previous } : { object: toJsonObject(object) },
      livemode: false,
      pending_webhooks: this.endpointCount(),
      request: this.request,
      type,
    }
    this.store.events.set(event.id, event)
    this.publish(event)
    return event
  }

  /**
   * Applies `change` to `object` and emits `type` (an `….updated` event) with what changed as
   * `previous_attributes`; nothing is emitted when nothing changed. Answers what `change` answers.
   */
  update<T extends object, R = void>(type: Stripe.Event.Type, object: T, created: number, change: (object: T) => R): R {
    const before = toJsonObject(object)
    const result = change(object)
    const previous = previousAttributes(before, toJsonObject(object))
    if (Object.keys(previous).length > 0) this.emit(type, object, created, previous)
    return result
  }
}
