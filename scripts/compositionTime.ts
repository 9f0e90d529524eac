import { composeTables, type CompositionInput } from '../src/domain/tables'

/** How many timed compositions make the median (after one untimed, for the JIT). */
const TIMED_RUNS = 9

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A composition that must succeed (the benches' guests always can be seated). */
export function composed(input: CompositionInput, seed = 1) {
  const result = composeTables(input, { seed })
  if (!result.ok) throw new Error(`${input.guests.length} guests: ${result.message}`)
  return result
}

/** The median time of one composition of `input`, in ms: bench:tables' figure, and bench:scale's reference for an evening. */
export function compositionTime(input: CompositionInput): number {
  composed(input)
  return median(
    Array.from({ length: TIMED_RUNS }, () => {
      const started = performance.now()
      composed(input)
      return performance.now() - started
    }),
  )
}
