/**
 * What the site tells the kit (components/ui, KitSettingsProvider): its controls' French labels
 * and SPEC §9's timings — toasts: at most 1 at once, 5000 ms by default, a dismissed one removed
 * after 1,000,000 ms; tooltips: 700 ms open delay, 300 ms skip delay.
 */
export const KIT_SETTINGS = {
  labels: { close: 'Fermer', notifications: 'Notifications ({hotkey})', notification: 'Notification', requiredMark: 'obligatoire' },
  toast: { limit: 1, durationMs: 5000, removeDelayMs: 1_000_000 },
  tooltip: { delayMs: 700, skipDelayMs: 300 },
} as const

/** French labels of the site's own controls. */
export const CONTROL_LABELS = {
  menu: 'Menu',
  openMenu: 'Ouvrir le menu',
  previous: 'Précédent',
  next: 'Suivant',
  /** After a failed load, to try again. */
  retry: 'Réessayer',
} as const

/** What a submit button says while its request is under way (SPEC: 'Envoi...', 'Enregistrement...'). */
export const PENDING_LABELS = {
  sending: 'Envoi...',
  saving: 'Enregistrement...',
  signingUp: 'Inscription...',
  signingIn: 'Connexion...',
  deleting: 'Suppression...',
  confirming: 'Confirmation de votre adresse...',
  /** A one-click answer from a mailed link (reminder, waitlist offer). */
  answering: 'Un instant...',
} as const

/** The call to join, on the buttons that lead to /inscription. */
export const JOIN_LABEL = 'Adhésion'
/** What the join calls read for a member, who has nothing to apply for. */
export const MEMBER_CALL = 'Mes dîners'
