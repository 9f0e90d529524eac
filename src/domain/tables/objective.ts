import type { Problem } from './problem'
import type { ObjectiveParts } from './types'
import { WEIGHTS } from './weights'

/** The objective of an arrangement (tables of guest indices), from scratch: the reference the swap search's running sums follow. */
export function evaluate(problem: Problem, tables: readonly (readonly number[])[]): ObjectiveParts {
  const { n, distance, pastCount, apart, company, balance, balanceWidth: width } = problem
  let diversity = 0
  let pastPairs = 0
  let companyPairs = 0
  let apartPairs = 0
  let imbalance = 0
  for (const table of tables) {
    for (let p = 0; p < table.length; p++) {
      for (let q = p + 1; q < table.length; q++) {
        const cell = table[p] * n + table[q]
        diversity += distance[cell]
        pastPairs += pastCount[cell]
        apartPairs += apart[cell]
        if (company[table[p]] !== null && company[table[p]] === company[table[q]]) companyPairs++
      }
    }
    for (let f = 0; f < width && table.length > 0; f++) {
      let sum = 0
      for (const guest of table) sum += balance[guest * width + f]
      imbalance += (sum * sum) / table.length
    }
  }
  const objective =
    WEIGHTS.diversity * diversity -
    imbalance -
    WEIGHTS.pastPair * pastPairs -
    WEIGHTS.companyPair * companyPairs -
    WEIGHTS.apartPair * apartPairs
  return { diversity, imbalance, pastPairs, companyPairs, apartPairs, objective }
}
