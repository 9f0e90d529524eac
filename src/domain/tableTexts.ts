/** French texts of the table composition in /admin/dinners. */
export const TABLE_TEXTS = {
  table: 'Table {number}',
  guestCount: { one: '{count} convive', other: '{count} convives' },
  companions: { one: '+ {count} invité', other: '+ {count} invités' },
  diversity: 'Diversité',
  diversityValue: '{score}/100',
  language: 'Langue commune',
  noLanguage: 'Aucune langue commune',
  balance: 'Équilibre',
  balanceGood: 'équilibrée',
  balanceFair: 'à surveiller',
  balancePoor: 'déséquilibrée',
  colleagues: 'Collègues à la même table : {names}',
  pastPairs: 'Déjà attablés ensemble : {names}',
  /** Only admins see the board: they may know a report is the reason. */
  apartPair: '{names} ne peuvent pas partager une table : un signalement les sépare. Déplacez l’un des deux.',
  /** Once the dinner has begun nobody moves: a report between tablemates is the team's to read, not a seat to change. */
  apartReported: 'Un signalement concerne {names}.',
  seeReports: 'Lire les signalements',
  emptyHeldTable: 'Aucun convive à cette table.',
  sizeOutOfBounds: 'Taille hors limites ({min} à {max}, invités compris)',
  pin: 'Épingler',
  unpin: 'Désépingler',
  pinned: 'Épinglé',
  pinLabel: 'Épingler {name} à la table {number}',
  unpinLabel: 'Désépingler {name}',
  moveTo: 'Déplacer vers…',
  moveLabel: 'Déplacer {name} vers une autre table',
  moveOption: 'Table {number}',
  drag: 'Glisser {name} vers une autre table',
  emptyTable: 'Aucun convive : déposez-en un ici.',
  arrivals: 'Arrivées à placer',
  arrivalsHelp: 'Réservé depuis la composition : glissez chacun vers une table, ou choisissez sa table dans son menu.',
  arrival: 'Arrivée',
  placeLabel: 'Placer {name} à une table',
  placeTo: 'Placer à…',
  vacatedSeat: 'Place libérée : {name} ne vient plus',
  traits: 'Traits marquants',
  dragInstructions:
    'Pour déplacer un convive au clavier : Espace pour le saisir, les flèches pour changer de table, Espace pour le déposer, Échap pour annuler.',
  dragPicked: '{name} saisi, à la table {number}.',
  dragPickedArrival: '{name} saisi, sans table encore.',
  dragOver: '{name} au-dessus de la table {number}.',
  dragDropped: '{name} déplacé à la table {number}.',
  dragCancelled: 'Déplacement de {name} annulé.',
} as const

/** How far a table's slider means are from the dinner's (root mean square, in standard deviations). */
export const BALANCE_THRESHOLDS = { good: 0.5, fair: 1 } as const

export function balanceLabel(imbalance: number): string {
  if (imbalance <= BALANCE_THRESHOLDS.good) return TABLE_TEXTS.balanceGood
  return imbalance <= BALANCE_THRESHOLDS.fair ? TABLE_TEXTS.balanceFair : TABLE_TEXTS.balancePoor
}
