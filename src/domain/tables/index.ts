/** Table composition of a dinner (DESIGN §11): pure functions, no framework or database. */
export { composeTables, describeTables, recomposeTables, recomposeUnpinned } from './compose'
export { moveGuest, seatGuest, tableOf } from './arrangement'
export { checkHardRules } from './rules'
export { tablesPastBounds } from './sizes'
export type * from './types'
export { WEIGHTS } from './weights'
