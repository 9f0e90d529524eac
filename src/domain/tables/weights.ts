/** Every weight and default of the table composition, in one place. */

/** Table size bounds: the default, and the widest a dinner may set. */
export const DEFAULT_TABLE_SIZE = { min: 6, max: 8 } as const
export const TABLE_SIZE_LIMITS = { min: 4, max: 8 } as const

export const WEIGHTS = {
  /** Per unit of pairwise distance between two guests at one table (the diversity). */
  diversity: 1,
  /** A different binary choice counts in the distance as this many standard deviations of a slider. */
  choiceDistance: 1,
  /** Per unit of size × (table mean − dinner mean)² on each standardised slider. */
  sliderBalance: 1,
  /** The same for each standardised binary choice (mixed tables). */
  choiceBalance: 1,
  /** Per pair at one table who already shared a table: about one average pairwise distance. */
  pastPair: 4,
  /** Per pair of colleagues at one table: larger than anything else can gain, so they part when they can. */
  companyPair: 1000,
  /** Per pair kept apart by a report, at one table: beyond any sum of the others, so no swap that parts them is ever refused. */
  apartPair: 1_000_000,
} as const

/** Restarts of greedy construction + swap search; bench:tables measures the time and the gap to the optimum. */
export const DEFAULT_RESTARTS = 12
export const DEFAULT_SEED = 1

/** A trait stands out from this many standard deviations; the two strongest always show. */
export const TRAIT_THRESHOLD = 1
export const TRAITS_SHOWN = 3
