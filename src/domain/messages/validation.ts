/**
 * The French texts of SPEC §5 (validation), once. Texts SPEC does not quote (extra checks) are
 * ours.
 */
import { VALIDATION_TITLE } from './validationTitle'

export const VALIDATION = {
  title: VALIDATION_TITLE,
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
