/** After a dinner, who came: the team's marks on each guest (texts ours, SPEC is silent). */
import { z } from 'zod'

import type { MarkOrigin } from './evening'
import { recordIdField } from './fields'
import { VALIDATION } from './messages/validation'

export const ATTENDANCE_MARKS = [
  { value: 'present', label: 'Présent' },
  { value: 'no_show', label: 'Absent sans prévenir' },
  { value: 'late_cancel', label: 'Annulation tardive' },
] as const

export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number]['value']

export const attendanceMarkLabel = (mark: AttendanceMark): string => ATTENDANCE_MARKS.find((option) => option.value === mark)?.label ?? mark

const MARK_VALUES = ATTENDANCE_MARKS.map((mark) => mark.value) as [AttendanceMark, ...AttendanceMark[]]

const ATTENDANCE_LIMITS = { marksMax: 200 } as const

/** Whatever is wrong in a body only our page builds, the answer is the same « Requête invalide. ». */
const invalid = { error: VALIDATION.bodyInvalid }

/**
 * What the dinner's page sends: marks for some guests (a booking and its mark), or « Tous
 * présents », which marks present only the guests nobody has marked yet, so that it never undoes a
 * mark another admin has just made.
 */
export const attendanceSchema = z.union(
  [
    z.object({
      marks: z
        .array(z.object({ bookingId: recordIdField, mark: z.enum(MARK_VALUES, invalid) }, invalid), invalid)
        .min(1, invalid)
        .max(ATTENDANCE_LIMITS.marksMax, invalid),
    }),
    z.object({ allPresent: z.literal(true, invalid) }),
  ],
  invalid,
)

export type AttendanceInput = z.output<typeof attendanceSchema>

/** A guest's mark as the dinner's page shows it: who set it and when. */
export type AttendanceRecord = {
  bookingId: number
  /** The member's full name. */
  guest: string
  mark: AttendanceMark | null
  markedAt: string | null
  markedBy: string | null
  /** The member's message, while their contest of the mark awaits the team's answer. */
  contest: string | null
  /** Where the mark was made: at the door by a host, by the team, or by the member (null: no mark, or made before origins were kept). */
  origin: MarkOrigin | null
}

export const ATTENDANCE_TEXTS = {
  heading: 'Présences',
  intro: 'Notez qui est venu : la marque reste sur la réservation, avec qui l’a posée et quand.',
  /** Read before each guest's name by screen readers, for the group of their marks. */
  legendPrefix: 'Présence de ',
  notMarked: 'Pas encore noté',
  markedBy: 'Noté par {name} le {date}',
  markedFrom: 'Noté par {name} le {date}, {origin}',
  allPresent: 'Tous présents',
  allPresentHint: 'Marque présents les convives qui ne sont pas encore notés.',
  savedTitle: 'Présences enregistrées',
  saved: { one: '{count} convive noté.', other: '{count} convives notés.' },
  none: 'Aucun convive à noter pour ce dîner.',
  loading: 'Chargement des présences...',
  loadFailed: 'Impossible de charger les présences de ce dîner.',
  errorTitle: 'Présences non enregistrées',
} as const

export const ATTENDANCE_ERRORS = {
  notYet: 'Les présences se notent une fois le dîner commencé.',
  notHeld: 'Ce dîner n’a pas eu lieu : il n’y a pas de présences à noter.',
  notAGuest: 'Cette réservation n’est pas celle d’un convive de ce dîner.',
} as const
