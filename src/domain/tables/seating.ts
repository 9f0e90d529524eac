import type { Problem } from './problem'

/**
 * An arrangement being built or improved, with running sums that make a swap's effect on the
 * objective cost O(features) instead of a full re-evaluation.
 */
export class Seating {
  readonly tableOf: Int32Array
  readonly members: number[][]
  /** gain[i·T + t]: the affinity of guest i with everyone seated at table t. */
  private readonly gain: Float64Array
  /** sums[t·F + f]: the sum of balance feature f over table t. */
  private readonly sums: Float64Array

  constructor(
    private readonly problem: Problem,
    readonly sizes: number[],
  ) {
    this.tableOf = new Int32Array(problem.n).fill(-1)
    this.members = sizes.map(() => [])
    this.gain = new Float64Array(problem.n * sizes.length)
    this.sums = new Float64Array(sizes.length * problem.balanceWidth)
  }

  gainAt(guest: number, table: number): number {
    return this.gain[guest * this.sizes.length + table]
  }

  seat(guest: number, table: number): void {
    this.tableOf[guest] = table
    this.members[table].push(guest)
    this.shiftGain(guest, table, 1)
    this.shiftSums(guest, table, 1)
  }

  swap(i: number, j: number): void {
    const a = this.tableOf[i]
    const b = this.tableOf[j]
    this.members[a][this.members[a].indexOf(i)] = j
    this.members[b][this.members[b].indexOf(j)] = i
    this.tableOf[i] = b
    this.tableOf[j] = a
    this.shiftGain(i, a, -1)
    this.shiftGain(j, a, 1)
    this.shiftGain(j, b, -1)
    this.shiftGain(i, b, 1)
    this.shiftSums(i, a, -1)
    this.shiftSums(j, a, 1)
    this.shiftSums(j, b, -1)
    this.shiftSums(i, b, 1)
  }

  /** How much swapping guests i and j (at different tables) would raise the objective. */
  swapDelta(i: number, j: number): number {
    const { n, affinity, balance, balanceWidth: width } = this.problem
    const tables = this.sizes.length
    const a = this.tableOf[i]
    const b = this.tableOf[j]
    const together = affinity[i * n + j]
    const pairs =
      this.gain[i * tables + b] - this.gain[i * tables + a] + this.gain[j * tables + a] - this.gain[j * tables + b] - 2 * together
    const sizeA = this.members[a].length
    const sizeB = this.members[b].length
    let imbalance = 0
    for (let f = 0; f < width; f++) {
      const d = balance[j * width + f] - balance[i * width + f]
      imbalance += (2 * this.sums[a * width + f] * d + d * d) / sizeA + (d * d - 2 * this.sums[b * width + f] * d) / sizeB
    }
    return pairs - imbalance
  }

  /** Whether both tables would still share a language after swapping guests i and j. */
  keepsLanguages(i: number, j: number): boolean {
    return this.sharedWith(this.tableOf[i], i, j) !== 0 && this.sharedWith(this.tableOf[j], j, i) !== 0
  }

  private sharedWith(table: number, leaving: number, coming: number): number {
    const masks = this.problem.languageMask
    let shared = masks[coming]
    for (const guest of this.members[table]) if (guest !== leaving) shared &= masks[guest]
    return shared
  }

  private shiftGain(guest: number, table: number, sign: 1 | -1): void {
    const { n, affinity } = this.problem
    const tables = this.sizes.length
    for (let k = 0; k < n; k++) this.gain[k * tables + table] += sign * affinity[k * n + guest]
  }

  private shiftSums(guest: number, table: number, sign: 1 | -1): void {
    const width = this.problem.balanceWidth
    for (let f = 0; f < width; f++) this.sums[table * width + f] += sign * this.problem.balance[guest * width + f]
  }
}
