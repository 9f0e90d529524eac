/** Rounds of each case, counted, after the warm-up's (the first requests fill caches and prepare queries). */
const ROUNDS = 200
const WARM_UP = 10

export type Timings = { p50: number; p95: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/**
 * The latency of each case, one request at a time and the cases in turns (A, B, C, then A again):
 * what the machine does meanwhile weighs on every case alike, the reference's included. A case
 * throws when its answer is not the one expected, which stops the bench rather than timing errors.
 */
export async function timeInTurns<K extends string>(cases: Record<K, () => Promise<unknown>>): Promise<Record<K, Timings>> {
  const names = Object.keys(cases) as K[]
  const times = new Map<K, number[]>(names.map((name) => [name, []]))
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    for (const name of names) {
      const started = performance.now()
      await cases[name]()
      if (round >= WARM_UP) times.get(name)!.push(performance.now() - started)
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = times.get(name)!.sort((a, b) => a - b)
      return [name, { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }]
    }),
  ) as Record<K, Timings>
}

/** A GET as a signed-in person sends it; resolves to the answer once read whole, throws on any other status than 200. */
export async function read(url: string, cookie: string | null): Promise<{ response: Response; body: string }> {
  const response = await fetch(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: new URL(url).origin } })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 200)}`)
  return { response, body }
}
