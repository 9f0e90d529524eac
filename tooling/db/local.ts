import { join } from 'node:path'

import { DATA_DIR, LOCAL_DB_NAME, LOCAL_DB_STATE } from '@/server/env'

import { EmbeddedCluster } from './embeddedPostgres'

/** The developer's embedded PostgreSQL in .data/postgres (DESIGN §3). */
export function localCluster(): EmbeddedCluster {
  return new EmbeddedCluster({ dataDir: join(DATA_DIR, 'postgres'), stateFile: LOCAL_DB_STATE })
}

/** DATABASE_URI when set (nothing is started), otherwise the embedded server, started if needed. */
export async function ensureDatabase(): Promise<string> {
  if (process.env.DATABASE_URI) return process.env.DATABASE_URI
  const uri = await localCluster().createDatabase(LOCAL_DB_NAME)
  process.env.DATABASE_URI = uri
  return uri
}
