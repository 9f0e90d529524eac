import { EventEmitter } from 'node:events'

import type { Runner, WorkerEvents } from 'graphile-worker'
import { vi } from 'vitest'

import { startJobRunner } from '@/server/jobs/runner'

import { ready } from './api'

const runners: Runner[] = []

/**
 * Starts `count` instances' share of the job queue on this worker's database, on this process's
 * clock (tests move it with vi.useFakeTimers): as several app instances would run it.
 */
export async function startInstances(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const events: WorkerEvents = new EventEmitter()
    runners.push(await startJobRunner(process.env.DATABASE_URI as string, () => ready(), { useNodeTime: true, events }))
  }
}

/** For afterEach: the clock back to real time, and the instances stopped. */
export async function stopInstances(): Promise<void> {
  vi.useRealTimers()
  await Promise.all(runners.splice(0).map((runner) => runner.stop()))
}
