/**
 * Integration files run in two workers, each with its own Payload, database, SMTP server and
 * object store: one worker left the second core mostly idle (a file waits on PostgreSQL, on a
 * password hash, on the network). INTEGRATION_WORKERS changes it.
 */
export const INTEGRATION_WORKERS = Math.max(1, Number(process.env.INTEGRATION_WORKERS ?? 2))
