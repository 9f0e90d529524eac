import type { ChoiceId, SliderId } from '../personality'

/** A guest of one dinner, with the raw answers of the personality test (sliders 1..10). */
export interface TableGuest {
  id: string
  sliders: Record<SliderId, number>
  /** The value of each binary choice, e.g. { explore_vs_deepen: 'deepen', … }. */
  choices: Record<ChoiceId, string>
  /** Spoken language codes ('fr', 'en', …); at least one. */
  languages: readonly string[]
  company?: string | null
  /** The table index (0-based) the admin pinned this guest to. */
  pinnedTable?: number | null
  /** The seats the guest takes at their table: 2 for a member who brings a +1 (1 by default). */
  seats?: 1 | 2
}

export interface TableSizeBounds {
  min: number
  max: number
}

export interface CompositionInput {
  guests: readonly TableGuest[]
  /** Groups of guests who already shared a table at an earlier dinner (a pair is a group of two). */
  pastTables?: readonly (readonly string[])[]
  /** Pairs who never share a table (one reported the other's behaviour): a hard rule. */
  apart?: readonly (readonly [string, string])[]
  /** Defaults to 6 to 8; anything within 4 to 8 is allowed. */
  tableSize?: TableSizeBounds
  /** Forces the number of tables; by default the count whose tables are nearest the middle of the bounds. */
  tableCount?: number
}

export interface CompositionOptions {
  /** Same input and seed, same tables. */
  seed?: number
  restarts?: number
}

/** The parts of the objective (maximised): diversity − balance − past pairs − company conflicts, each weighted. */
export interface ObjectiveParts {
  /** Sum over tables of the pairwise distances of their guests. */
  diversity: number
  /** Weighted squared distance of the tables' means from the dinner's means (sliders and choices). */
  imbalance: number
  /** Pairs at one table who already shared a table (counted once per earlier dinner). */
  pastPairs: number
  /** Pairs of colleagues at one table. */
  companyPairs: number
  /** Pairs kept apart by a report, at one table (0 whenever the pins and languages allow). */
  apartPairs: number
  objective: number
}

export interface GuestTrait {
  slider: SliderId
  /** The pole the guest leans to, from personality.ts, e.g. 'J’aime débattre'. */
  label: string
  /** Distance from the dinner's mean, in standard deviations (negative: the low pole). */
  z: number
}

export interface TableReport {
  guestIds: string[]
  /** Mean pairwise distance of the table's guests (standardised sliders and choices). */
  meanDistance: number
  /** 0: as alike as the most alike group of that size at this dinner; 100: as varied as the most varied one found. */
  diversityScore: number
  /** The languages every guest of the table speaks. */
  sharedLanguages: string[]
  /** Root mean square, over the sliders, of (table mean − dinner mean) in standard deviations. */
  imbalance: number
  /** Table mean − dinner mean per slider, in slider points (1..10 scale). */
  sliderOffsets: Record<SliderId, number>
  /** How many guests took each value of each choice. */
  choiceCounts: Record<ChoiceId, Record<string, number>>
  companyConflicts: { company: string; guestIds: string[] }[]
  pastPairs: [string, string][]
  /** Pairs a report keeps apart, seated here all the same (by pins or languages, or by the admin's hand). */
  apartPairs: [string, string][]
}

export interface Composition {
  ok: true
  tables: string[][]
  objective: number
  parts: ObjectiveParts
  reports: TableReport[]
  /** The two or three sliders on which each guest stands out most, strongest first. */
  traits: Record<string, GuestTrait[]>
  seed: number
}

export type FailureReason = 'guests' | 'bounds' | 'size' | 'pins' | 'language'

export interface CompositionFailure {
  ok: false
  reason: FailureReason
  /** In French, for the admin. */
  message: string
}

export type CompositionResult = Composition | CompositionFailure

export type BrokenRule =
  | { rule: 'guests'; guestIds: string[]; message: string }
  | { rule: 'size'; table: number; size: number; message: string }
  | { rule: 'language'; table: number; message: string }
  | { rule: 'pin'; guestId: string; table: number; message: string }
  | { rule: 'company'; table: number; company: string; guestIds: string[]; message: string }
  | { rule: 'apart'; table: number; guestIds: [string, string]; message: string }
