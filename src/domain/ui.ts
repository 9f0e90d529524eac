/** Interface constants of SPEC §9. */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
/** A dismissed toast stays in memory this long before it is removed (SPEC §9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** French labels of the kit's controls. */
export const KIT_LABELS = {
  close: 'Fermer',
  notifications: 'Notifications ({hotkey})',
  notification: 'Notification',
  requiredMark: 'obligatoire',
  menu: 'Menu',
  openMenu: 'Ouvrir le menu',
  previous: 'Précédent',
  next: 'Suivant',
} as const

/** What a submit button says while its request is under way (SPEC: 'Envoi...', 'Enregistrement...'). */
export const PENDING_LABELS = {
  sending: 'Envoi...',
  saving: 'Enregistrement...',
  signingUp: 'Inscription...',
  signingIn: 'Connexion...',
  deleting: 'Suppression...',
  confirming: 'Confirmation de votre adresse...',
} as const

/** The call to join, on the buttons that lead to /inscription. */
export const JOIN_LABEL = 'Adhésion'
