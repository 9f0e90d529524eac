import { describe, expect, it } from 'vitest'

import { HashingGate } from '@/server/auth/hashingGate'
import { ApiError } from '@/server/http/errors'

const later = () => {
  let release!: () => void
  const done = new Promise<void>((resolve) => (release = resolve))
  return { done, release }
}

describe('admission to password hashing', () => {
  it('runs `slots` at once, queues `queueMax` in order, and turns the next away with a French 503 and Retry-After', async () => {
    const gate = new HashingGate(2, 2)
    const order: number[] = []
    const works = Array.from({ length: 4 }, () => later())
    const admitted = works.map((work, i) =>
      gate.run(async () => {
        order.push(i)
        await work.done
        return i
      }),
    )
    await Promise.resolve()
    expect(gate.load).toEqual({ running: 2, waiting: 2 })

    const refused = await gate.run(async () => 'jamais').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({
      status: 503,
      retryAfterSeconds: 2,
      message: 'Le service est très sollicité en ce moment. Veuillez réessayer dans quelques instants.',
    })

    works.forEach((work) => work.release())
    expect(await Promise.all(admitted)).toEqual([0, 1, 2, 3])
    expect(order).toEqual([0, 1, 2, 3])
    expect(gate.load).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot of a work that fails', async () => {
    const gate = new HashingGate(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('échec')))).rejects.toThrow('échec')
    expect(await gate.run(async () => 'ok')).toBe('ok')
  })
})
