import pg from 'pg'

/** The advisory lock every instance of this app takes to boot (migrations, first accounts). */
const BOOT_LOCK = 'cercle:boot'

/**
 * Runs `work` while holding a PostgreSQL advisory lock on a connection of its own, so that two
 * instances started at once on one database migrate and create the first admin one after the
 * other: the second finds the work done. The lock goes with its connection if the process dies.
 */
export async function underBootLock<T>(databaseUri: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUri })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [BOOT_LOCK])
    return await work()
  } finally {
    await client.end()
  }
}
