/**
 * Every French text of SPEC §5 (validation) and §8 (errors and toasts), once.
 * Texts not quoted by SPEC (server errors, extra checks) are ours and marked as such.
 */

export const VALIDATION = {
  title: 'Validation requise',
  // Step 1
  firstNameRequired: 'Le prénom est obligatoire.',
  lastNameRequired: 'Le nom est obligatoire.',
  emailRequired: 'L’email est obligatoire.',
  passwordRequired: 'Le mot de passe est obligatoire.',
  confirmPasswordRequired: 'La confirmation du mot de passe est obligatoire.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  themesMin: 'Veuillez sélectionner au moins 3 thématiques.',
  // Step 2
  birthDateRequired: 'La date de naissance est obligatoire.',
  phoneRequired: 'Le téléphone est obligatoire.',
  identityRequired: 'Veuillez sélectionner comment vous vous définissez.',
  planRequired: 'Veuillez choisir une formule d’abonnement.',
  // Step 3
  addressRequired: 'L’adresse est obligatoire.',
  postalCodeRequired: 'Le code postal est obligatoire.',
  cityRequired: 'La ville est obligatoire.',
  // Step 4
  companyRequired: 'L’entreprise/organisation est obligatoire.',
  currentJobRequired: 'Le poste actuel est obligatoire.',
  languagesMin: 'Veuillez sélectionner au moins une langue parlée.',
  // Step 5
  presentationRequired: 'La présentation est obligatoire.',
  presentationMin: 'Votre présentation doit contenir au moins 50 caractères.',
  // Step 6
  personalityRequired: 'Veuillez répondre à toutes les questions de personnalité.',
  // Step 7
  rulesRequired: 'Vous devez accepter le règlement pour continuer.',
  // Simplified form
  simplifiedRequired: 'Veuillez remplir tous les champs obligatoires.',
  simplifiedThemesMin: 'Veuillez sélectionner au moins 3 centres d’intérêt.',
  // Quick sign-up
  emailInvalidTitle: 'Email invalide',
  emailInvalid: 'Veuillez saisir une adresse email valide.',
  // Login and contact
  fieldsRequiredTitle: 'Champs requis',
  loginFieldsRequired: 'Veuillez remplir tous les champs',
  contactFieldsRequired: 'Veuillez remplir tous les champs.',
  // Ours: checks SPEC leaves open ("exact checks not shown").
  passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  presentationMax: 'Votre présentation ne peut pas dépasser 500 caractères.',
  birthDateInvalid: 'La date de naissance n’est pas valide.',
  phoneInvalid: 'Le numéro de téléphone n’est pas valide.',
  linkedinInvalid: 'Le lien LinkedIn doit être une adresse linkedin.com valide.',
  textTooLong: 'Ce champ est trop long.',
  invalidChoice: 'Cette valeur n’est pas proposée.',
  stepInvalid: 'Étape d’inscription invalide.',
  stepNotReached: 'Veuillez d’abord compléter les étapes précédentes.',
  passwordNeeded: 'Veuillez choisir un mot de passe pour finaliser votre inscription.',
  currentPasswordRequired: 'Le mot de passe actuel est obligatoire.',
  // Article form (SPEC §5 Article form; texts ours)
  articleTitleRequired: 'Le titre est obligatoire.',
  articleDescriptionRequired: 'La description est obligatoire.',
  articleUrlInvalid: 'Veuillez saisir une URL valide.',
  articleSourceRequired: 'La source est obligatoire.',
  articleThemeRequired: 'Veuillez choisir une thématique.',
  articleIdsInvalid: 'La liste des articles à réorganiser est invalide.',
  reviewActionInvalid: 'Action de revue invalide.',
  reviewIdsInvalid: 'La liste des candidatures à traiter est invalide.',
  reversalReasonRequired: 'Indiquez la raison de ce changement de décision.',
  pageInvalid: 'Numéro ou taille de page invalide.',
  dayInvalid: 'Date invalide : utilisez le format AAAA-MM-JJ.',
  sortInvalid: 'Ordre de tri invalide.',
  tabInvalid: 'Onglet inconnu.',
  abGroupInvalid: 'Groupe A/B invalide.',
  bodyInvalid: 'Requête invalide.',
  controlCharacters: 'Le texte envoyé contient des caractères non autorisés.',
  markup: 'Ce champ ne peut pas contenir les caractères < ou >.',
} as const

export const TOASTS = {
  errorTitle: 'Erreur',
  genericError: 'Une erreur est survenue',
  contactError: 'Une erreur est survenue lors de l’envoi du message. Veuillez réessayer.',
  contactSuccessTitle: 'Message envoyé',
  contactSuccess: 'Votre message a été envoyé avec succès. Nous vous répondrons rapidement.',
  quickSignupError: 'Une erreur est survenue lors de l’inscription. Veuillez réessayer.',
  quickSignupThrown: 'Erreur d’inscription',
  quickSignupSuccessTitle: 'Inscription réussie !',
  quickSignupSuccess: 'Votre compte a été créé. Vous pouvez maintenant compléter votre profil.',
  accountCreatedTitle: 'Compte créé avec succès',
  accountCreated: 'Continuons votre inscription...',
  stepDoneTitle: 'Étape complétée',
  stepDone: 'Continuons...',
  registrationDoneTitle: 'Inscription terminée !',
  registrationDone: 'Votre demande d’adhésion a été soumise avec succès.',
  simplifiedSuccessTitle: 'Inscription réussie !',
  simplifiedSuccess: 'Bienvenue {brand:à} ! Continuons votre profil.',
  loginErrorTitle: 'Erreur de connexion',
  loginErrorFallback: 'Email ou mot de passe incorrect',
  loginServerFallback: 'Erreur de connexion',
  reviewError: 'Impossible de traiter la candidature',
  reviewSuccessTitle: 'Candidature traitée',
  reviewApproved: 'Candidature approuvée avec succès',
  reviewRejected: 'Candidature rejetée',
  reviewReversed: 'Décision changée : le candidat en est informé par e-mail.',
  articleCreateError: 'Impossible de créer l’article',
  articleUpdateError: 'Impossible de mettre à jour l’article',
  articleDeleteError: 'Impossible de supprimer l’article',
  articleReorderError: 'Impossible de réorganiser les articles',
  articleCreatedTitle: 'Article créé',
  articleCreated: 'L’article a été ajouté avec succès.',
  articleUpdatedTitle: 'Article mis à jour',
  articleUpdated: 'Les modifications ont été enregistrées.',
  articleDeletedTitle: 'Article supprimé',
  articleDeleted: 'L’article a été supprimé avec succès.',
  articleReorderedTitle: 'Ordre mis à jour',
  articleReordered: 'L’ordre des articles a été sauvegardé.',
  articlesEmpty: 'Aucun article disponible pour le moment.',
} as const

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
} as const

/** The registration screen's own texts where SPEC gives none. */
export const WIZARD_TEXTS = {
  /** Shown without JavaScript, followed by the contact address (issue 12). */
  noScript: 'Le formulaire d’adhésion a besoin de JavaScript : activez-le dans votre navigateur pour continuer, ou écrivez-nous à',
  variantLoading: 'Chargement du formulaire...',
  stepLoading: 'Chargement de l’étape...',
  sessionLoading: 'Chargement de votre inscription...',
  accountLoading: 'Chargement de votre espace...',
  simplifiedIntro: 'Quelques informations pour commencer ; vous compléterez votre profil juste après.',
  /** Beside the check of the chosen card (step 2's plan, step 6's choices): the choice is not shown by colour alone. */
  planSelected: 'Formule choisie',
  choiceSelected: 'Votre choix',
} as const

/** Server answers (`{ message }`) per HTTP status; SPEC leaves these open, the texts are ours. */
export const API_ERRORS = {
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  forbidden: 'Vous n’avez pas accès à cette ressource.',
  notFound: 'Ressource introuvable.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  rateLimited: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  invalidCredentials: 'Email ou mot de passe incorrect',
  loginThrottled: 'Trop de tentatives de connexion depuis cet appareil. Réessayez dans quelques minutes.',
  server: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  unavailable: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  overloaded: 'Le service est très sollicité en ce moment. Veuillez réessayer dans quelques instants.',
  crossSite: 'Requête refusée : elle ne provient pas du site.',
  conflict: 'Cette modification entre en conflit avec une autre. Rechargez la page.',
  documentLocked: 'Ce document est en cours de modification par un autre membre de l’équipe.',
  notJson: 'Le contenu de la requête doit être envoyé en JSON.',
  tooLarge: 'La requête est trop volumineuse.',
  alreadyReviewed: 'Cette candidature a déjà été traitée.',
  notYetReviewed: 'Cette candidature n’a pas encore été décidée : il n’y a pas de décision à changer.',
  sameDecision: 'Cette candidature a déjà cette décision (un autre membre de l’équipe vient peut-être de la changer). Rechargez la page.',
  reversalHasBookings: 'Ce membre a des réservations à venir : annulez-les avant de revenir sur son approbation.',
  articlesChanged: 'La liste des articles a changé entre-temps (un autre éditeur l’a modifiée). Rechargez la page.',
  applicationUnfinished: 'Cette inscription n’est pas terminée : il n’y a pas encore de candidature à examiner.',
  registrationCompleted: 'Votre inscription est déjà finalisée.',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  confirmationInvalid: 'Ce lien de confirmation est invalide, a déjà servi ou a expiré. Demandez-en un nouveau depuis votre espace.',
  alreadyConfirmed: 'Votre adresse e-mail est déjà confirmée.',
  confirmationOtherAccount: 'Ce lien a été demandé par un autre compte : connectez-vous avec le compte qui l’a demandé, puis rouvrez-le.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  sameEmail: 'C’est déjà l’adresse de votre compte.',
  teamAccountErasure: 'Un compte de l’équipe se supprime depuis l’administration, par un administrateur.',
} as const
