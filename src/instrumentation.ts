/** Next calls this once when a server instance starts (never in the browser or the edge runtime). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.NODE_ENV === 'production') {
    // `next start` as well as `npm start`: production refuses a plain-http site.
    const { assertProductionSiteUrl } = await import('./server/serving/securityHeaders')
    assertProductionSiteUrl()
  }
  const { startJobQueue } = await import('./server/jobs/instance')
  startJobQueue()
  const { startCacheExpiryListener } = await import('./server/cacheExpiryListener')
  startCacheExpiryListener()
}
