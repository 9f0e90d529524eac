/** Table composition of a dinner (DESIGN §11): pure functions, no framework or database. */
export { composeTables, describeTables, recomposeUnpinned } from './compose'
export { moveGuest, tableOf } from './arrangement'
export { checkHardRules } from './rules'
export type { ArrangementReport } from './report'
export type * from './types'
export { DEFAULT_RESTARTS, DEFAULT_SEED, DEFAULT_TABLE_SIZE, TABLE_SIZE_LIMITS, WEIGHTS } from './weights'
