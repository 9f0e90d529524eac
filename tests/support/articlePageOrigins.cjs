/**
 * The e2e servers' article page is served on 127.0.0.1 (each slot's mailbox server,
 * tests/e2e/server.ts), an address the page reader refuses, as it must in production. Preloaded by
 * every process of the e2e servers (`NODE_OPTIONS=--require`), this lets that one origin through
 * (src/server/articles/pageReader/testOrigins.ts reads it). Production never loads it: the list
 * stays empty there, and the app itself reads no environment variable for it.
 */
const origins = (process.env.E2E_ARTICLE_PAGE_ORIGINS ?? '').split(' ').filter(Boolean)
const registry = (globalThis.__cercleProcessWide ??= new Map())
registry.set('articlePageTestOrigins', origins)
