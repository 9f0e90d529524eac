/**
 * Preloaded by every process of the e2e servers (`NODE_OPTIONS=--require`): a server whose harness
 * (tests/e2e/server.ts) is gone stops too. The servers run in process groups of their own, so a
 * harness killed before it could stop them (Playwright kills it 10 s after asking) would leave one
 * running, holding the test run's output open: Playwright then waits for it for ever.
 */
const harness = Number(process.env.E2E_HARNESS_PID)
if (harness > 0) {
  setInterval(() => {
    try {
      process.kill(harness, 0)
    } catch {
      process.kill(process.pid, 'SIGTERM')
    }
  }, 1_000).unref()
}
