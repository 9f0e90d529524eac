import { processWide } from '@/server/processWide'

/**
 * Origins the tests serve their article pages from (127.0.0.1, which the address check refuses),
 * reached without that check. Only tests add any: an integration test in its own process, the e2e
 * servers through a preloaded script (tests/support/articlePageOrigins.cjs). Production never
 * does, and no environment variable reaches it.
 */
export function testPageOrigins(): string[] {
  return processWide('articlePageTestOrigins', () => [] as string[])
}
