/**
 * « Composer toutes les tables de la soirée »: every dinner starting on one Paris calendar date
 * composed in one request, each as its own « Composer les tables » would (tables.ts' composeDinner):
 * its texts, its request and its answer, for the route, the admin's screen and the tests.
 */
import { z } from 'zod'

import { RECORD_ID_MAX } from './limits'
import { type CountedText, fillCount } from './plural'

/** A day as the team's filters and the route's address write it (YYYY-MM-DD), Paris time. */
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether `day` is a real calendar date written YYYY-MM-DD (no 31 February). */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/** More dinners than an evening ever holds (the club plans dozens at most). */
const EVENING_DINNERS_MAX = 500

export const EVENING_TABLES_TEXTS = {
  button: 'Composer toutes les tables de la soirée',
  composing: 'Composition de la soirée...',
  confirmTitle: 'Composer toutes les tables de la soirée ?',
  confirmBody: {
    one: 'Le dîner de cette soirée est composé comme avec son propre bouton « Composer les tables » : les convives épinglés restent à leur table, les tables déjà confirmées ne changent que là où des convives sont arrivés ou partis, et un dîner dont les tables ont changé depuis l’affichage de cette page est laissé tel quel.',
    other:
      'Les {count} dîners de cette soirée sont composés l’un après l’autre, chacun comme avec son propre bouton « Composer les tables » : les convives épinglés restent à leur table, les tables déjà confirmées ne changent que là où des convives sont arrivés ou partis, et un dîner dont les tables ont changé depuis l’affichage de cette page est laissé tel quel.',
  } satisfies CountedText,
  confirm: 'Composer la soirée',
  doneTitle: 'Soirée composée',
  done: {
    one: '{count} dîner composé sur {total}. Le détail est affiché sous la soirée.',
    other: '{count} dîners composés sur {total}. Le détail est affiché sous la soirée.',
  } satisfies CountedText,
  resultsTitle: 'Résultat de la composition de la soirée',
  errorTitle: 'La soirée n’a pas été composée',
  /** The outcome of one dinner, after its title. */
  composed: {
    one: '{count} table composée pour {guests}.',
    other: '{count} tables composées pour {guests}.',
  } satisfies CountedText,
  pinsKept: {
    one: '{count} convive épinglé garde sa table.',
    other: '{count} convives épinglés gardent leur table.',
  } satisfies CountedText,
  recomposed: {
    one: '{count} table concernée recomposée : confirmez de nouveau pour prévenir les convives qui changent de table.',
    other: '{count} tables concernées recomposées : confirmez de nouveau pour prévenir les convives qui changent de table.',
  } satisfies CountedText,
  guests: { one: '{count} convive', other: '{count} convives' } satisfies CountedText,
  skipped: 'Laissé tel quel :',
  notShown: 'Ce dîner n’était pas affiché quand la composition a été lancée : rechargez la page, puis relancez-la.',
  dayInvalid: 'Date de soirée invalide : attendue sous la forme AAAA-MM-JJ (par exemple 2026-12-10).',
  bodyInvalid: 'Requête de composition de la soirée invalide.',
  noDinners: 'Aucun dîner n’est prévu ce jour-là.',
} as const

/** The composition time of the tables the admin's screen showed for a dinner (null before any): a stale screen is refused, dinner by dinner. */
const basedOn = z.iso.datetime({ error: EVENING_TABLES_TEXTS.bodyInvalid }).nullable()

/**
 * POST /api/admin/evenings/{day}/tables: the dinners of the evening the admin's screen showed, each
 * with the tables it showed (`basedOn`, as « Composer les tables » sends it).
 */
export const eveningTablesSchema = z.strictObject(
  {
    dinners: z
      .array(
        z.strictObject(
          { id: z.int({ error: EVENING_TABLES_TEXTS.bodyInvalid }).min(1).max(RECORD_ID_MAX), basedOn },
          { error: EVENING_TABLES_TEXTS.bodyInvalid },
        ),
        { error: EVENING_TABLES_TEXTS.bodyInvalid },
      )
      .min(1, { error: EVENING_TABLES_TEXTS.bodyInvalid })
      .max(EVENING_DINNERS_MAX, { error: EVENING_TABLES_TEXTS.bodyInvalid }),
  },
  { error: EVENING_TABLES_TEXTS.bodyInvalid },
)

/** What became of one dinner of the evening: composed (every table, or those concerned), or left as it was, and why. */
export type EveningDinnerOutcome = {
  id: number
  title: string
  startsAt: string
  composed: boolean
  /** The French sentence the screen shows after the dinner's title. */
  message: string
  /** Once composed: its tables, guests seated and the composition time (the screen's next `basedOn`). */
  tables: number
  guests: number
  composedAt: string | null
}

export type EveningComposition = { day: string; dinners: EveningDinnerOutcome[] }

/** The sentence of a dinner composed: every table, or only those concerned (after a confirmation, late changes). */
export function composedMessage({
  tables,
  guests,
  pinsKept,
  recomposed,
}: {
  tables: number
  guests: number
  pinsKept: number
  recomposed: number | null
}): string {
  if (recomposed !== null) return fillCount(EVENING_TABLES_TEXTS.recomposed, recomposed)
  const composed = fillCount(EVENING_TABLES_TEXTS.composed, tables, { guests: fillCount(EVENING_TABLES_TEXTS.guests, guests) })
  return pinsKept > 0 ? `${composed} ${fillCount(EVENING_TABLES_TEXTS.pinsKept, pinsKept)}` : composed
}
