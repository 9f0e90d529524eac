/**
 * The toasts of the wizard's steps (SPEC §8), in a module of their own: a visitor's step 1 is
 * painted with the page, which need not carry the other toasts. TOASTS includes them.
 */
export const WIZARD_TOASTS = {
  accountCreatedTitle: 'Compte créé avec succès',
  accountCreated: 'Continuons votre inscription...',
  stepDoneTitle: 'Étape complétée',
  stepDone: 'Continuons...',
  registrationDoneTitle: 'Inscription terminée !',
  registrationDone: 'Votre demande d’adhésion a été soumise avec succès.',
} as const
