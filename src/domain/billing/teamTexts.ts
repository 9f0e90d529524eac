/**
 * The team's words on paid membership: the « Adhésions » view (admins only), its counters, the
 * offer of a membership and the invitation of the members approved before paid membership.
 * Amounts are tax included, and said so.
 */

import { ADMIN_NAV } from '../adminTexts'

export const MEMBERSHIP_TEAM_TEXTS = {
  title: ADMIN_NAV.memberships,
  intro: 'Chaque membre approuvé, sa formule et où en est son paiement. Montants TTC.',
  billingOffTitle: 'Paiements désactivés',
  billingOff:
    'Aucune clé Stripe n’est configurée sur ce site : personne ne paie en ligne, les formules fonctionnent comme avant et les réservations ne demandent pas d’adhésion active. Les adhésions ci-dessous restent lisibles, et l’équipe peut en offrir.',
  statsLabel: 'Adhésions en chiffres',
  mrr: 'Revenu mensuel récurrent',
  mrrHint: 'Adhésions actives ou résiliées à la fin de la période, ramenées au mois, TTC.',
  active: 'Actives',
  offeredBesides: { one: 'et {count} offerte', other: 'et {count} offertes' },
  toActivate: 'À activer',
  failed: 'Paiement en échec',
  suspendedAmong: { one: 'dont {count} suspendue, délai de grâce passé', other: 'dont {count} suspendues, délai de grâce passé' },
  failedSince: 'échec depuis le {date}',
  cancelled: 'Résiliées',
  cancelledHint: 'À la fin de la période payée, ou terminées.',
  filter: 'Statut',
  allStatuses: 'Tous les statuts',
  listLabel: 'Liste des adhésions',
  columns: {
    member: 'Membre',
    plan: 'Formule',
    status: 'Statut',
    since: 'Depuis le',
    amount: 'Montant TTC',
    lastPayment: 'Dernier paiement',
    actions: 'Actions',
  },
  noPayment: 'Aucun',
  loading: 'Chargement des adhésions…',
  loadFailed: 'Impossible de charger les adhésions.',
  empty: 'Aucune adhésion pour ce statut.',
  offer: 'Offrir l’adhésion',
  offerTitle: 'Offrir l’adhésion à {name}',
  offerBody: 'L’adhésion devient « Offerte » : ce membre peut réserver sans payer. La raison est gardée dans le Journal.',
  offerReason: 'Raison',
  offerReasonHint: 'Obligatoire, visible dans le Journal.',
  offerSubmit: 'Offrir',
  offering: 'En cours…',
  offered: 'Adhésion offerte à {name}.',
  offerFailed: 'L’adhésion n’a pas pu être offerte.',
  invite: 'Inviter les membres approuvés avant les adhésions',
  inviteHint:
    'Un e-mail « Activer mon adhésion » à chaque membre approuvé avant les adhésions payantes et pas encore invité ; personne n’est invité deux fois.',
  inviting: 'Envoi en cours…',
  invited: { one: '{count} membre invité à activer son adhésion.', other: '{count} membres invités à activer leur adhésion.' },
  noneToInvite: 'Aucun membre à inviter : tous ont déjà reçu l’invitation.',
  inviteFailed: 'Les invitations n’ont pas pu être envoyées.',
} as const
