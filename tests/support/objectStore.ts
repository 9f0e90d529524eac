import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import S3rver from 's3rver'

/** s3rver's own fixed credentials. */
const KEY = 'S3RVER'

/**
 * A real S3-protocol server (s3rver), on a free local port with one bucket, for the media library:
 * `env` is what the app reads (README "Configuration"), `keys()` lists what the bucket holds.
 */
export async function startObjectStore(bucket = 'media') {
  const directory = mkdtempSync(join(tmpdir(), 'cercle-s3-'))
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    /** The objects' keys, as s3rver stores them on disk (one `<key>._S3rver_object` file each). */
    keys: () =>
      readdirSync(join(directory, bucket))
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) => file.replace(/\._S3rver_object$/, '')),
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
