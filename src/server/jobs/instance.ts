import { databaseUri } from '../env'
import { getPayloadClient } from '../payload'
import { processWide } from '../processWide'
import { startJobRunner } from './runner'

const RETRY_START_MS = 10_000

/** Starts this instance's share of the job queue (once, from instrumentation); retries while the database is unreachable. */
export function startJobQueue(): void {
  processWide('jobQueue', () => {
    const start = (): void => {
      startJobRunner(databaseUri(), getPayloadClient)
        .then((runner) =>
          runner.promise.catch((error: unknown) => {
            console.error('[jobs] the job runner stopped; restarting', error)
            setTimeout(start, RETRY_START_MS).unref()
          }),
        )
        .catch((error: unknown) => {
          console.error('[jobs] the job runner could not start; retrying', error)
          setTimeout(start, RETRY_START_MS).unref()
        })
    }
    start()
    return true
  })
}
