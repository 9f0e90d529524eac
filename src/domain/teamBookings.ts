/** A member the team books at a dinner themselves, a late guest after the confirmation included. */
import { z } from 'zod'

import { recordIdField } from './fields'

export const TEAM_BOOKING_TEXTS = {
  open: 'Ajouter un convive',
  title: 'Ajouter un convive',
  search: 'Rechercher un membre',
  searchHint: 'Par son nom, son e-mail ou son entreprise : les membres approuvés qui ne sont pas déjà inscrits à ce dîner.',
  searching: 'Recherche…',
  noMatch: 'Aucun membre ne correspond.',
  results: 'Membres trouvés',
  addShort: 'Ajouter',
  adding: 'Ajout...',
  added: 'Convive ajouté : {name}',
  addedBeforeTables: 'Sa table lui sera envoyée avec celles des autres convives.',
  addedAfterTables:
    'Sa place est à la table la moins remplie : déplacez ce convive si besoin, puis confirmez les changements pour le prévenir.',
  seatsRaised: 'Le dîner compte désormais {seats} places.',
  failed: 'Le convive n’a pas été ajouté',
  searchFailed: 'La recherche n’a pas abouti',
  queryTooShort: 'Saisissez au moins deux lettres du nom, de l’e-mail ou de l’entreprise.',
  notMember: 'Ce compte n’est pas celui d’un membre approuvé.',
  alreadyBooked: 'Ce membre est déjà inscrit à ce dîner, ou sur sa liste d’attente.',
  cancelled: 'Ce dîner est annulé : on n’y ajoute plus personne.',
  noMoreSeats: 'Ce dîner compte déjà {max} places, le plus qu’un dîner puisse compter.',
} as const

/** POST /api/admin/dinners/{id}/guests: the member to book. */
export const teamBookingSchema = z.object({ member: recordIdField })

/** GET /api/admin/dinners/{id}/guests?q=: a few letters of the member's names, e-mail or company. */
export const candidateQuerySchema = z.object({
  q: z
    .string({ error: TEAM_BOOKING_TEXTS.queryTooShort })
    .trim()
    .min(2, { error: TEAM_BOOKING_TEXTS.queryTooShort })
    .max(100, { error: TEAM_BOOKING_TEXTS.queryTooShort }),
})

/** A member the search found. */
export interface GuestCandidate {
  id: number
  name: string
  email: string
  company: string
}

/** What the team's booking answers: the member's name, and the dinner's seats when they had to grow. */
export interface TeamBookingResult {
  name: string
  tablesConfirmed: boolean
  seatsRaisedTo: number | null
}
