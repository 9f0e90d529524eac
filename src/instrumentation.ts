/** Next calls this once when a server instance starts (never in the browser or the edge runtime). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startMailRetries } = await import('./server/email/outboxWorker')
  startMailRetries()
}
