import { availableParallelism } from 'node:os'

import { HASH_QUEUE_PER_SLOT } from '@/domain/limits'

import { overloaded } from '../http/errors'
import { processWide } from '../processWide'

/**
 * Admission for password hashing, the server's costliest work: `slots` hashes at once, `queueMax` more waiting in
 * order, and any further request refused at once with the 503 of `overloaded()`, so that a
 * burst of sign-ups is shed instead of making everyone wait. Nothing is written before a
 * request gets its slot, so a refused one leaves no trace. Never nest two `run`s: the inner
 * one could wait for a slot its own caller holds.
 */
export class HashingGate {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    readonly slots: number,
    readonly queueMax: number,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running += 1
    else if (this.waiting.length >= this.queueMax) throw overloaded()
    // The slot is handed over by the request that frees it (running stays counted).
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running -= 1
    }
  }
}

/** The process-wide gate: one slot per core. */
export function hashingGate(): HashingGate {
  return processWide('hashingGate', () => {
    const slots = availableParallelism()
    return new HashingGate(slots, slots * HASH_QUEUE_PER_SLOT)
  })
}

/** Runs `work`, which hashes a password, through the process-wide gate. */
export function withPasswordHashing<T>(work: () => Promise<T>): Promise<T> {
  return hashingGate().run(work)
}
