import { databaseUri } from '../env'
import { getPayloadClient } from '../payload'
import { processWide } from '../processWide'
import { stopBeforeExit } from '../shutdown'
import { type JobRunner, startJobRunner } from './runner'

const RETRY_START_MS = 10_000

/**
 * Starts this instance's share of the job queue (once, from instrumentation); retries while the
 * database is unreachable. The server's shutdown stops it (src/server/shutdown.ts), and no retry
 * starts it again after that.
 */
export function startJobQueue(): void {
  processWide('jobQueue', () => {
    let stopping = false
    let current: Promise<JobRunner | undefined> = Promise.resolve(undefined)
    const start = (): void => {
      if (stopping) return
      current = startJobRunner(databaseUri(), getPayloadClient).then(
        (runner) => {
          runner.promise.catch((error: unknown) => {
            if (stopping) return
            console.error('[jobs] the job runner stopped; restarting', error)
            setTimeout(start, RETRY_START_MS).unref()
          })
          return runner
        },
        (error: unknown) => {
          console.error('[jobs] the job runner could not start; retrying', error)
          setTimeout(start, RETRY_START_MS).unref()
          return undefined
        },
      )
    }
    start()
    stopBeforeExit('jobs', async (graceMs) => {
      stopping = true
      return (await current)?.stop(graceMs)
    })
    return true
  })
}
