import { plural } from './plural'

/** The team's French labels for dinners, bookings and tables in Payload's admin (texts ours). */
export const DINNER_LABELS = {
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
  tableSizeHelp: 'De 6 à 8 d’ordinaire ; de 4 à 8 quand plusieurs intervenants partagent les tables.',
  status: 'Statut',
  tablesConfirmedAt: 'Tables confirmées le',
  tableBoundsOrder: 'Le minimum de convives par table ne peut pas dépasser le maximum.',
  cancelThroughButton:
    'Pour annuler un dîner, utilisez « Annuler le dîner » sur sa page : les convives et la liste d’attente en sont prévenus.',
  cancelledIsFinal: 'Ce dîner est annulé : il ne peut plus être modifié.',
} as const

export const BOOKING_LABELS = {
  singular: 'Réservation',
  plural: 'Réservations',
  dinner: 'Dîner',
  member: 'Membre',
  status: 'Statut',
  plusOne: 'Avec un invité',
  guestFirstName: 'Prénom de l’invité',
  guestDietaryNeeds: 'Besoins alimentaires de l’invité',
  queuedAt: 'En liste d’attente depuis',
  cancelledAt: 'Annulée le',
  tableNumber: 'Table',
  attendance: 'Présence',
  attendanceMarkedBy: 'Présence notée par',
  attendanceMarkedAt: 'Présence notée le',
  attendanceContest: 'Contestation du membre',
  attendanceContestedAt: 'Contestée le',
  attendanceContestOutcome: 'Réponse de l’équipe',
  attendanceContestReply: 'Message de l’équipe',
  attendanceContestAnsweredAt: 'Répondue le',
  outcomeKept: 'Marque maintenue',
  outcomeChanged: 'Marque corrigée',
  teamNote: 'Note de l’équipe',
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
  outOfBoundsReason: 'Confirmé hors limites, parce que',
} as const

/** Refusals of /admin/dinners' table actions (texts ours). */
export const TABLE_ERRORS = {
  alreadyConfirmed: 'Les tables de ce dîner sont déjà confirmées : les convives ont été prévenus.',
  noGuests: 'Aucun convive n’a encore réservé ce dîner : il n’y a pas de table à composer.',
  notComposed: 'Composez d’abord les tables.',
  guestsChanged: 'Les réservations ont changé entre-temps : rechargez la page pour voir les tables à jour.',
  pinsInvalid: 'Un convive épinglé doit l’être à la table où il se trouve.',
  rulesBroken: 'Les tables ne respectent pas les règles :',
  bodyInvalid: 'Plan de table invalide.',
  changedMeanwhile:
    'Le plan de table a été modifié entre-temps par un autre membre de l’équipe : rechargez la page pour repartir de sa version.',
  outOfBounds: 'Des tables sont hors limites :',
  outOfBoundsHow: 'Pour confirmer quand même, choisissez « Confirmer malgré tout » et indiquez pourquoi.',
  tableSeats: {
    one: 'Table {number} : {count} personne, hors des bornes {min} à {max}.',
    other: 'Table {number} : {count} personnes, invités compris, hors des bornes {min} à {max}.',
  },
  reasonRequired: 'Indiquez en quelques mots pourquoi confirmer des tables hors limites (500 caractères au plus).',
  nothingChanged: 'Personne n’a changé de table depuis la confirmation : il n’y a personne à prévenir.',
  alreadyHeld: 'Ce dîner a déjà commencé : ses tables ne changent plus.',
  nothingTouched:
    'Aucune table n’a perdu de convive, n’en attend un ou n’est hors limites : il n’y a rien à recomposer. Déplacez un convive à la main, ou laissez la table comme elle est.',
  arrivalsFirst: {
    one: '{count} convive arrivé depuis la composition n’a pas encore de table : placez-le avant de confirmer.',
    other: '{count} convives arrivés depuis la composition n’ont pas encore de table : placez-les avant de confirmer.',
  },
} as const

/** The guest list that opens a dinner's page: who comes, with whom, what they eat, where they sit. */
export const GUEST_LIST_TEXTS = {
  title: 'Liste des convives',
  search: 'Rechercher un convive',
  dietsOnly: 'Seulement les régimes et allergies',
  sort: 'Trier par',
  sortName: 'Nom',
  sortTable: 'Table',
  sortStatus: 'Réservation',
  print: 'Imprimer la liste',
  columns: { name: 'Convive', status: 'Réservation', guest: 'Invité (+1)', diet: 'Régime et allergies', table: 'Table' },
  /** Printed only: a box per guest that the host ticks at the door. */
  checkIn: 'Arrivée',
  booked: 'Inscrit',
  waitlisted: 'Liste d’attente',
  notSeated: 'Pas encore placé',
  none: '—',
  guestNeeds: '{name} : {needs}',
  unknownNeeds: 'régime à demander',
  empty: 'Personne n’a encore réservé ce dîner.',
  noMatch: 'Aucun convive ne correspond à ces critères.',
  shown: { one: '{count} personne affichée sur {total}', other: '{count} personnes affichées sur {total}' },
} as const

/** /admin/dinners and /admin/dinners/{id} (texts ours). */
export const DINNER_VIEW_TEXTS = {
  intro: 'Créez et publiez les dîners, suivez les réservations et la liste d’attente, puis composez les tables et prévenez les convives.',
  create: 'Nouveau dîner',
  edit: 'Modifier',
  editDinner: 'Modifier le dîner',
  publish: 'Publier',
  publishing: 'Publication...',
  published: 'Dîner publié',
  publishError: 'Impossible de publier ce dîner : vérifiez qu’il est complet en l’ouvrant avec « Modifier ».',
  publishedText: '« {title} » est visible sur le site et ouvert aux réservations.',
  saved: 'Dîner enregistré',
  upcoming: 'À venir',
  past: 'Passés',
  noUpcoming: 'Aucun dîner à venir : créez le prochain.',
  noPast: 'Aucun dîner passé.',
  compose: 'Composer les tables',
  recompose: 'Recomposer (hors épinglés)',
  composing: 'Composition...',
  open: 'Ouvrir',
  seatsTaken: '{taken} / {seats} places',
  waitlistCount: '{count} en attente',
  tablesNone: 'Tables à composer',
  tablesComposed: 'Tables composées',
  tablesConfirmed: 'Tables confirmées',
  arrivalsToPlace: { one: '{count} arrivée à placer', other: '{count} arrivées à placer' },
  seatsVacated: { one: '{count} place libérée', other: '{count} places libérées' },
  guestsToTell: { one: '{count} convive à prévenir', other: '{count} convives à prévenir' },
  back: 'Tous les dîners',
  notFound: 'Ce dîner n’existe pas (ou plus).',
  guests: 'Convives',
  guestsCount: { one: '{count} convive inscrit', other: '{count} convives inscrits' },
  seatsOccupied: { one: '{count} place occupée sur {total}', other: '{count} places occupées sur {total}' },
  noGuests: 'Personne n’a encore réservé ce dîner.',
  waitlist: 'Liste d’attente',
  noWaitlist: 'Personne n’attend une place.',
  withGuest: '+1 invité',
  venue: 'Lieu',
  speakers: 'Intervenants',
  tables: 'Tables',
  tablesHelp:
    'Déplacez un convive par glisser-déposer ou avec son menu, épinglez ceux qui doivent rester à leur table, puis recomposez le reste. Chaque changement est enregistré.',
  notComposedYet: 'Les tables ne sont pas encore composées.',
  /** Once the dinner has begun: the board shows the evening as it was, nothing to arrange. */
  tablesHeld: 'Le dîner a commencé : les tables restent telles qu’elles étaient ce soir-là.',
  tablesNeverConfirmed: 'Aucune table n’a été confirmée pour ce dîner.',
  composedTitle: 'Tables composées',
  composedText: { one: '{count} table, selon les réponses des convives.', other: '{count} tables, selon les réponses des convives.' },
  savedTitle: 'Plan de table enregistré',
  movedText: '{name} est à la table {number}.',
  pinnedText: '{name} est épinglé à la table {number}.',
  unpinnedText: '{name} n’est plus épinglé.',
  confirm: 'Confirmer les tables',
  confirming: 'Envoi des invitations...',
  confirmQuestion: 'Confirmer les tables et prévenir les convives ?',
  confirmExplained:
    'Chaque convive recevra un e-mail avec la date, le lieu, les intervenants et son numéro de table, et verra le lieu dans son espace. Les réservations seront fermées et les tables ne pourront plus être modifiées.',
  confirmAnyway: 'Confirmer malgré tout',
  confirmAnywayQuestion: 'Confirmer des tables hors limites ?',
  confirmAnywayReason: 'Pourquoi confirmer quand même ? (gardé avec les tables)',
  confirmedAnyway: 'Confirmées hors limites, parce que : {reason}',
  confirmedTitle: 'Tables confirmées',
  confirmedText: { one: '{count} convive prévenu par e-mail.', other: '{count} convives prévenus par e-mail.' },
  confirmedOn: 'Tables confirmées le {date} : les convives ont reçu leur invitation.',
  reseatHelp:
    'Un convive s’est désisté au dernier moment ? Déplacez quelqu’un, recomposez les tables touchées, ou laissez une table incomplète. Seuls les convives qui changent de table seront prévenus.',
  recomposeTouched: 'Recomposer seulement les tables concernées',
  recomposeAll: 'Recomposer toutes les tables',
  lateChangesHelp:
    'Des convives sont arrivés ou partis depuis la composition : les tables restent comme elles étaient. Placez chaque arrivée à la main, ou recomposez seulement les tables concernées.',
  confirmChanges: 'Confirmer les changements',
  toTell: {
    one: '{count} convive change de table : il sera prévenu quand vous confirmerez.',
    other: '{count} convives changent de table : ils seront prévenus quand vous confirmerez.',
  },
  confirmChangesQuestion: 'Prévenir les convives qui changent de table ?',
  confirmChangesExplained: {
    one: '{count} convive recevra un e-mail avec sa nouvelle table. Les autres convives ne reçoivent rien.',
    other: '{count} convives recevront un e-mail avec leur nouvelle table. Les autres convives ne reçoivent rien.',
  },
  diets: 'Régimes alimentaires (pour le restaurant)',
  dietsNone: 'Aucune allergie ni préférence signalée.',
  allergies: 'Allergies',
  preferences: 'Préférences',
  otherDiets: 'Précisions',
  unknownGuests: {
    one: '{count} invité d’un membre Premium : son régime n’est pas connu, à demander.',
    other: '{count} invités des membres Premium : leur régime n’est pas connu, à demander.',
  },
  errorTitle: 'Erreur',
  error: 'Impossible d’enregistrer le plan de table.',
  cancelDinner: 'Annuler le dîner',
  cancelQuestion: 'Annuler ce dîner et prévenir les convives ?',
  cancelExplained:
    'Chaque convive et chaque membre de la liste d’attente recevra un e-mail qui retire le dîner de son agenda. Les réservations seront annulées ; le dîner ne pourra plus être rouvert.',
  cancelling: 'Annulation...',
  cancelledTitle: 'Dîner annulé',
  cancelledText: { one: '{count} membre prévenu par e-mail.', other: '{count} membres prévenus par e-mail.' },
  cancelledNote: 'Ce dîner est annulé : ses convives et sa liste d’attente en ont été prévenus.',
} as const

/** Refusals of the team's actions on a dinner (texts ours). */
export const DINNER_ACTION_ERRORS = {
  alreadyCancelled: 'Ce dîner est déjà annulé.',
  draft: 'Ce dîner n’a jamais été publié\u00a0: supprimez le brouillon plutôt que de l’annuler.',
  alreadyHappened: 'Ce dîner a déjà eu lieu : il ne peut plus être annulé.',
} as const

/** The team's words on the dinner's page. */
export const EVENING_TEAM_TEXTS = {
  loading: 'Chargement des hôtes...',
  loadFailed: 'Impossible de charger les hôtes de ce dîner.',
  heading: 'Hôtes et soirée',
  intro: 'Les hôtes tiennent la porte sur leur téléphone : ils voient ce dîner seulement, de quelques heures avant jusqu’au lendemain.',
  emailLabel: 'Adresse e-mail de l’hôte',
  add: 'Nommer hôte',
  remove: 'Retirer',
  noHost: 'Aucun hôte pour ce dîner.',
  screenLink: 'Ouvrir l’écran de la soirée',
} as const

/** The door's counts on the dinner's page, each word agreeing with its number: « 1 arrivé · 0 en retard · 2 absents, sur 8 convives ». */
export function eveningCountsText(counts: { expected: number; arrived: number; late: number; absent: number }): string {
  const arrived = plural(counts.arrived, ['arrivé', 'arrivés'])
  const absent = plural(counts.absent, ['absent', 'absents'])
  return `${arrived} · ${counts.late} en retard · ${absent}, sur ${plural(counts.expected, ['convive', 'convives'])}`
}
