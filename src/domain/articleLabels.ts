/** The badge of a bonus article without a label of its own (SPEC §3 Article); zod-free, for the pages that show articles. */
export const DEFAULT_BONUS_LABEL = 'Bonus'
