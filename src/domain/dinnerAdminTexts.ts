/** The team's French labels for dinners, bookings and tables in Payload's admin (texts ours). */
export const DINNER_LABELS = {
  group: 'Dîners',
  singular: 'Dîner',
  plural: 'Dîners',
  title: 'Titre',
  theme: 'Thématique',
  startsAt: 'Date et heure',
  city: 'Ville',
  venueName: 'Lieu (visible des seuls convives confirmés)',
  venueAddress: 'Adresse du lieu',
  speakers: 'Intervenants',
  speaker: 'Intervenant',
  speakerName: 'Nom',
  speakerRole: 'Rôle',
  speakerBio: 'Courte biographie',
  seats: 'Places',
  tableSizeMin: 'Convives par table (minimum)',
  tableSizeMax: 'Convives par table (maximum)',
  status: 'Statut',
  tablesConfirmedAt: 'Tables confirmées le',
  tableBoundsOrder: 'Le minimum de convives par table ne peut pas dépasser le maximum.',
} as const

export const BOOKING_LABELS = {
  singular: 'Réservation',
  plural: 'Réservations',
  dinner: 'Dîner',
  member: 'Membre',
  status: 'Statut',
  plusOne: 'Avec un invité',
  queuedAt: 'En liste d’attente depuis',
  cancelledAt: 'Annulée le',
  tableNumber: 'Table',
} as const

export const TABLES_LABELS = {
  singular: 'Plan de table',
  plural: 'Plans de table',
  dinner: 'Dîner',
  tables: 'Tables',
  guests: 'Convives',
  pins: 'Épinglages',
  guest: 'Convive',
  table: 'Table (à partir de 0)',
  pinnedBy: 'Épinglé par',
  composedAt: 'Composé le',
  confirmedAt: 'Confirmé le',
  confirmedBy: 'Confirmé par',
} as const

/** Refusals of /admin/dinners' table actions (texts ours). */
export const TABLE_ERRORS = {
  alreadyConfirmed: 'Les tables de ce dîner sont déjà confirmées : les convives ont été prévenus.',
  noGuests: 'Aucun convive n’a encore réservé ce dîner : il n’y a pas de table à composer.',
  notComposed: 'Composez d’abord les tables.',
  guestsChanged: 'Les réservations ont changé entre-temps : recomposez les tables avant de confirmer.',
  pinsInvalid: 'Un convive épinglé doit l’être à la table où il se trouve.',
  rulesBroken: 'Les tables ne respectent pas les règles :',
  bodyInvalid: 'Plan de table invalide.',
  changedMeanwhile: 'Le plan de table a été modifié entre-temps par un autre membre de l’équipe : rechargez la page pour repartir de sa version.',
} as const
