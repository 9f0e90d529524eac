/** Durations in milliseconds, for dates computed by adding to `getTime()`. */
export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS
