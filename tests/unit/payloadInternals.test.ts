import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { PATCHED_PAYLOAD_SOURCES } from '@/server/db/payloadInternals'

describe('the failed-COMMIT patch of Payload’s Postgres adapter', () => {
  it('still faces the transaction methods it was written against (read the patch again when this fails)', () => {
    for (const [file, expected] of Object.entries(PATCHED_PAYLOAD_SOURCES)) {
      const source = readFileSync(join(process.cwd(), 'node_modules/@payloadcms/drizzle', file))
      expect(createHash('sha256').update(source).digest('hex'), file).toBe(expected)
    }
  })
})
