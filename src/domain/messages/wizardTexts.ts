/** The registration screen's own texts where SPEC gives none. */
import { WIZARD_SCREEN_TEXTS } from './wizardScreenTexts'

export const WIZARD_TEXTS = {
  ...WIZARD_SCREEN_TEXTS,
  /** Shown without JavaScript, followed by the contact address. */
  noScript: 'Le formulaire d’adhésion a besoin de JavaScript : activez-le dans votre navigateur pour continuer, ou écrivez-nous à',
  accountLoading: 'Chargement de votre espace...',
  simplifiedIntro: 'Quelques informations pour commencer ; vous compléterez votre profil juste après.',
  /** Beside the check of the chosen card (step 2's plan, step 6's choices): the choice is not shown by colour alone. */
  planSelected: 'Formule choisie',
  choiceSelected: 'Votre choix',
} as const
