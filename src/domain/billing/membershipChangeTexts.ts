/**
 * What the member reads in « Mon adhésion » to pause their membership (« Mettre en pause ») or
 * change plan (« Changer de formule »): the buttons, the confirmations, the states after. The
 * server's errors and mails for them are in pauseTexts.ts and planChangeTexts.ts.
 */
import { PAUSE_REMINDER_DAYS } from './pauseTexts'

/** The button that closes a confirmed change's dialog. */
export const CLOSE_LABEL = 'Fermer'

/** The months a member may pause for, as the choice offers them. */
export const PAUSE_CHOICES = [1, 2, 3] as const

export const PAUSE_SCREEN_TEXTS = {
  open: 'Mettre en pause',
  title: 'Mettre mon adhésion en pause',
  intro: 'Pendant la pause, aucun prélèvement et aucune réservation. Elle reprend d’elle-même à la date choisie.',
  legend: 'Durée de la pause',
  months: { 1: '1 mois', 2: '2 mois', 3: '3 mois' } satisfies Record<(typeof PAUSE_CHOICES)[number], string>,
  selected: 'Choisie',
  loading: 'Calcul de la pause…',
  resumes: 'Votre adhésion reprendra d’elle-même le {date}.',
  cancelled: 'Ces dîners réservés pendant la pause seront annulés, et vous recevrez l’e-mail d’annulation de chacun\u00a0:',
  kept: 'Ces dîners ont lieu dans moins de 48\u00a0heures\u00a0: ils restent réservés, comme pour toute annulation.',
  noDinners: 'Aucun dîner réservé pendant la pause\u00a0: rien ne sera annulé.',
  keep: 'Ne pas mettre en pause',
  confirm: 'Confirmer la pause',
  confirming: 'Mise en pause…',
  doneTitle: 'Adhésion en pause',
  done: 'Votre adhésion est en pause jusqu’au {date}.',
  /** The paused state, in « Mon adhésion ». */
  pausedUntil: 'En pause jusqu’au {date}',
  resumesByItself: `Elle reprendra d’elle-même ce jour-là\u00a0; vous recevrez un e-mail ${PAUSE_REMINDER_DAYS}\u00a0jours avant.`,
  unavailable: 'Pause indisponible\u00a0: {reason}',
} as const

export const PLAN_SCREEN_TEXTS = {
  open: 'Changer de formule',
  title: 'Changer de formule',
  current: 'Votre formule actuelle\u00a0: {plan} · {price}',
  legend: 'Nouvelle formule',
  selected: 'Choisie',
  now: 'Prend effet aujourd’hui\u00a0: Stripe vous facture dès maintenant la différence au prorata des jours restants de la période en cours, puis {price} à chaque échéance.',
  renewal:
    'Prend effet à votre prochain renouvellement, le {date}\u00a0: vous gardez votre formule actuelle jusque-là, sans remboursement ni frais, puis {price}.',
  none: 'Aucune autre formule ne vous est proposée en ce moment.',
  keep: 'Garder ma formule',
  confirm: 'Confirmer le changement',
  confirming: 'Changement en cours…',
  doneNow: 'C’est fait\u00a0: vous êtes passé à la formule {plan}.',
  doneRenewal: 'C’est noté\u00a0: la formule {plan} prendra effet le {date}.',
  /** A cheaper plan waiting for the renewal, in « Mon adhésion ». */
  pending: 'À partir du {date}, {plan} à {price}',
} as const
