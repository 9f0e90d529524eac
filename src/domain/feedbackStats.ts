/**
 * What the team learns from the morning-after answers: per dinner, per speaker, per
 * table beside the composition's diversity. Never a member's name beside an answer.
 */
import type { FeedbackScore } from './feedback'
import type { Forms } from './plural'

/** A speaker's or a table's averages are shown from this many answers up: fewer would tell who answered. */
export const MIN_ANSWERS_SHOWN = 3

export type ScoreSummary = {
  average: number | null
  /** How many answers gave 1, 2, 3, 4 and 5. */
  counts: [number, number, number, number, number]
}

export type DinnerFeedbackStats = {
  /** Guests the morning-after mail asked. */
  asked: number
  answered: number
  scores: Record<FeedbackScore, ScoreSummary>
  /** The comments, newest first, without their authors, dated to the day (an hour could tell who wrote them). */
  comments: { text: string; on: string }[]
  /** Each confirmed table: its conversation score (from MIN_ANSWERS_SHOWN answers) beside the composition's diversity measure (0–100). */
  tables: { table: number; guests: number; answers: number; conversation: number | null; diversityScore: number | null }[]
}

export type SpeakerStats = {
  speaker: string
  dinners: number
  answers: number
  /** Null below MIN_ANSWERS_SHOWN answers. */
  speakerAverage: number | null
  eveningAverage: number | null
}

export const FEEDBACK_STATS_TEXTS = {
  heading: 'Avis des convives',
  loading: 'Chargement des avis...',
  loadFailed: 'Les avis n’ont pas pu être chargés.',
  none: 'Aucun avis pour ce dîner : la demande part le lendemain à 10 h, et chacun a 7 jours pour répondre.',
  rate: '{answered} sur {asked} · taux de réponse {rate} %',
  average: 'moyenne {average} / 5',
  noAverage: 'pas encore de réponse',
  distribution: 'Répartition des notes de 1 à 5',
  comments: 'Commentaires (sans leurs auteurs)',
  noComments: 'Aucun commentaire.',
  tablesHeading: 'Conversation et diversité, table par table',
  tablesHint: `La note de conversation de chaque table (affichée à partir de ${MIN_ANSWERS_SHOWN} réponses) à côté de sa diversité calculée par la composition (0 : les convives les plus semblables possibles à ce dîner ; 100 : les plus variés). Si les deux montent ensemble d’un dîner à l’autre, l’objectif du moteur suit ce que ressentent les membres.`,
  table: 'Table {table}',
  tableLine: '{guests} · {answers} · conversation {conversation} · diversité {diversity}',
  notScored: '–',
  speakersHeading: 'Avis par intervenant',
  speakersHint: `Moyennes sur tous les dîners, affichées à partir de ${MIN_ANSWERS_SHOWN} réponses, jamais avec les noms des membres.`,
  speakersEmpty: 'Aucun avis encore.',
  speakerLine: '{dinners} · {answers}',
  speakerAverages: 'intervenant {speaker} / 5 · soirée {evening} / 5',
  tooFew: `moins de ${MIN_ANSWERS_SHOWN} réponses : moyennes non affichées`,
  /** Nouns counted in these lines, singular and plural (src/domain/plural.ts). */
  answers: ['réponse', 'réponses'] as Forms,
  asked: ['convive sollicité', 'convives sollicités'] as Forms,
  guests: ['convive', 'convives'] as Forms,
  dinners: ['dîner', 'dîners'] as Forms,
} as const
