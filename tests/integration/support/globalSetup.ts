import type { TestProject } from 'vitest/node'

import { createThrowawayDatabase } from '../../../tooling/db/throwawayDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
  }
}

export default async function setup(project: TestProject) {
  const database = await createThrowawayDatabase()
  project.provide('databaseUri', database.uri)
  return () => database.drop()
}
