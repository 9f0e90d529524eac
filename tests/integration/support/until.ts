/** The real timer, taken before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout

/**
 * Waiting for the database and the SMTP server (real time), never for time itself to pass. It gives
 * up before the test's own 30 s timeout, so that a failure names what never came.
 */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`Waited in vain for ${what}`)
    await new Promise((resolve) => realSetTimeout(resolve, 20))
  }
}
