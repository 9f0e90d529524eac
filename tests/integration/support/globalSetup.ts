import type { TestProject } from 'vitest/node'

import { createTestDatabase } from '../../support/testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUri: string
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase()
  project.provide('databaseUri', database.uri)
  return () => database.drop()
}
