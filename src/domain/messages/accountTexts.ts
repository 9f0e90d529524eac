/** Password reset and data rights (texts ours). */
export const ACCOUNT_TEXTS = {
  emailConfirmed: 'Votre adresse e-mail est confirmée. Merci !',
  emailChanged: 'Votre nouvelle adresse e-mail est confirmée : c’est désormais celle de votre compte.',
  confirmationSent: 'Un lien de confirmation vient de vous être envoyé (valable 48 heures).',
  emailChangeSent:
    'Un lien de confirmation a été envoyé à la nouvelle adresse. Votre adresse actuelle reste valable tant qu’il n’est pas ouvert.',
  passwordChanged: 'Votre mot de passe est modifié.',
  resetRequested: 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé avec un lien valable une heure.',
  resetDoneTitle: 'Mot de passe modifié',
  resetDone: 'Votre nouveau mot de passe est enregistré ; vous êtes connecté.',
  accountDeletedTitle: 'Compte supprimé',
  accountDeleted: 'Votre compte et vos données ont été effacés.',
  /** SPEC §2's words, on /status for an approved applicant. */
  community: 'Accéder à la communauté',
  logout: 'Se déconnecter',
} as const

/** /email/confirmer, the page the confirmation link opens (texts ours). */
export const EMAIL_CONFIRMATION_TEXTS = {
  title: 'Votre adresse e-mail',
  question: 'Confirmez que cette adresse e-mail est bien la vôtre.',
  confirm: 'Confirmer mon adresse',
  confirmed: 'Adresse confirmée',
  failed: 'Confirmation impossible',
  mySpace: 'Aller à mon espace',
  signInFirst:
    'Pour confirmer votre adresse, connectez-vous avec le compte qui a demandé ce lien, puis rouvrez-le depuis votre messagerie.',
  signIn: 'Se connecter',
} as const
