/**
 * What the registration screen shows while it loads, in a module of its own: a visitor's step 1
 * is painted with the page, which need not carry the wizard's other texts. WIZARD_TEXTS includes them.
 */
export const WIZARD_SCREEN_TEXTS = {
  variantLoading: 'Chargement du formulaire...',
  stepLoading: 'Chargement de l’étape...',
  sessionLoading: 'Chargement de votre inscription...',
} as const
