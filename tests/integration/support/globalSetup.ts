import type { TestProject } from 'vitest/node'

import { INTEGRATION_WORKERS } from './workers'
import { createThrowawayDatabase } from '../../../tooling/db/throwawayDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per worker (VITEST_POOL_ID 1…n): each worker's Payload, outbox and jobs see only their own files' rows. */
    databaseUris: string[]
  }
}

export default async function setup(project: TestProject) {
  const databases = await Promise.all(Array.from({ length: INTEGRATION_WORKERS }, () => createThrowawayDatabase()))
  project.provide(
    'databaseUris',
    databases.map((database) => database.uri),
  )
  return async () => {
    await Promise.all(databases.map((database) => database.drop()))
  }
}
