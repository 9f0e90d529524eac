import type { GuestView } from '../../components/admin/dinners/tables/GuestChip'
import { composeTables, type CompositionInput } from '../../src/domain/tables'
import { generateGuests } from '../../tests/support/tableGuests'

const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Hugo',
  'Inès',
  'Louis',
  'Chloé',
  'Karim',
  'Manon',
  'Jules',
  'Sarah',
  'Nathan',
  'Zoé',
  'Yanis',
  'Emma',
  'Théo',
  'Aïcha',
  'Paul',
  'Lina',
  'Adam',
  'Jeanne',
]
/** Jobs whose one form suits anyone, whatever the first name beside them. */
const JOBS = [
  ['Journaliste', 'Médias & Communication'],
  ['Universitaire', 'Éducation & Recherche'],
  ['Analyste crédit', 'Finance & Banque'],
  ['Urbaniste', 'Fonction publique'],
  ['Architecte logiciel', 'Technologie'],
] as const

/** A dinner of 20 generated guests, composed: what /admin/dinners shows after « Composer les tables ». */
export function demoDinner() {
  const input: CompositionInput = { guests: generateGuests(20, 7), tableSize: { min: 6, max: 8 } }
  const result = composeTables(input, { seed: 1 })
  if (!result.ok) throw new Error(result.message)
  const guests = Object.fromEntries(
    input.guests.map((guest, index): [string, Omit<GuestView, 'traits'>] => [
      guest.id,
      {
        id: guest.id,
        firstName: FIRST_NAMES[index % FIRST_NAMES.length],
        job: JOBS[index % JOBS.length][0],
        sector: JOBS[index % JOBS.length][1],
      },
    ]),
  )
  return { input, result, guests }
}
