/**
 * SPEC §8's « Une erreur est survenue » and the title of its toast, in a module of their own: the
 * API client of every page's header shows them when a call fails without a message, and needs none
 * of the other toasts.
 */
export const GENERIC_ERROR = 'Une erreur est survenue'
export const ERROR_TITLE = 'Erreur'
