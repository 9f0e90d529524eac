/**
 * SPEC §8's « Une erreur est survenue », in a module of its own: the API client of every page's
 * header shows it when a call fails without a message, and needs none of the other toasts.
 */
export const GENERIC_ERROR = 'Une erreur est survenue'
