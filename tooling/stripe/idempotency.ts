/**
 * Stripe's idempotent requests: a POST's `Idempotency-Key` keeps the first answer for 24 hours;
 * the same key with the same parameters gets that answer again, byte for byte, with
 * `Idempotent-Replayed: true` and no second effect; with other parameters or another endpoint it
 * is refused (400 idempotency_error). Keys belong to the API key that sent them.
 */
import { idempotencyMismatch, idempotencyOtherEndpoint } from './errors'
import type { FormNode } from './form'

const LIFETIME = 24 * 3600

export type SavedAnswer = { status: number; body: string }

type Saved = SavedAnswer & { endpoint: string; fingerprint: string; at: number }

/** The parameters in a form that does not depend on the order they were written in. */
export function fingerprint(node: FormNode): string {
  if (typeof node === 'string') return JSON.stringify(node)
  return `{${Object.keys(node)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${fingerprint(node[key])}`)
    .join(',')}}`
}

export class IdempotencyKeys {
  private readonly saved = new Map<string, Saved>()

  /** The first answer to replay, or undefined for a new key; throws Stripe's refusal for a reused one. */
  replay(key: string, endpoint: string, params: string, now: number): SavedAnswer | undefined {
    const saved = this.saved.get(key)
    if (!saved || saved.at + LIFETIME < now) return undefined
    if (saved.endpoint !== endpoint) throw idempotencyOtherEndpoint(key, saved.endpoint, endpoint)
    if (saved.fingerprint !== params) throw idempotencyMismatch(key)
    return saved
  }

  save(key: string, endpoint: string, params: string, answer: SavedAnswer, now: number): void {
    this.saved.set(key, { ...answer, endpoint, fingerprint: params, at: now })
  }

  reset(): void {
    this.saved.clear()
  }
}
