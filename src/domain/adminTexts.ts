/**
 * The team's screens in Payload's admin (SPEC §2 Admin panel, A/B statistics): their French
 * texts, once. The review toasts are SPEC §8's, in TOASTS.
 */
export const ADMIN_NAV = {
  group: 'Le club',
  dashboard: 'Tableau de bord',
  abtest: 'Statistiques A/B',
  articles: 'Gestion des Articles',
  dinners: 'Dîners et tables',
  journal: 'Journal',
} as const

export const REVIEW_TEXTS = {
  title: 'Candidatures',
  intro: 'Les demandes d’adhésion terminées, à examiner, et les inscriptions encore en cours.',
  counters: { total: 'Total', pending: 'En attente', approved: 'Approuvées', rejected: 'Rejetées' },
  countersLabel: 'Candidatures terminées',
  linkAbtest: 'Voir les statistiques A/B',
  linkArticles: 'Gérer les articles',
  linkDinners: 'Préparer les dîners et leurs tables',
  emailConfirmed: 'Adresse e-mail confirmée',
  emailUnconfirmed: 'Adresse e-mail non confirmée',
  searchLabel: 'Rechercher',
  searchPlaceholder: 'Nom, e-mail ou entreprise',
  sortLabel: 'Trier',
  listLabel: 'Liste des candidatures',
  loading: 'Chargement des candidatures...',
  loadFailed: 'Impossible de charger les candidatures.',
  empty: {
    pending: 'Aucune candidature en attente.',
    approved: 'Aucune candidature approuvée.',
    rejected: 'Aucune candidature rejetée.',
    unfinished: 'Aucune inscription en cours.',
  },
  emptySearch: 'Aucune candidature ne correspond à cette recherche.',
  unfinishedNote: 'Inscriptions commencées mais pas encore envoyées : elles ne peuvent pas être examinées.',
  details: 'Voir détails',
  registeredOn: 'Inscription le',
  reviewedBy: 'Décidée par {name} le {date}',
  reviewedOn: 'Décidée le {date}',
  stepOf: 'Étape {step} sur 8',
  unfinishedBadge: 'Inscription en cours',
  select: 'Sélectionner {name}',
  selectAll: 'Tout sélectionner sur cette page',
  selected: { one: '{count} sélectionnée', other: '{count} sélectionnées' },
  bulkApprove: 'Approuver la sélection',
  bulkReject: 'Rejeter la sélection',
  bulkNotesLabel: 'Note pour les candidats sélectionnés (facultative)',
  bulkDoneTitle: 'Candidatures traitées',
  bulkApproved: { one: '{count} candidature approuvée.', other: '{count} candidatures approuvées.' },
  bulkRejected: { one: '{count} candidature rejetée.', other: '{count} candidatures rejetées.' },
  bulkRefused: '{count} n’ont pas pu être traitées : {reason}',
  clearSelection: 'Annuler la sélection',
  previous: 'Page précédente',
  next: 'Page suivante',
  pageOf: 'Page {page} sur {pages}',
  results: { one: '{count} résultat', other: '{count} résultats' },
} as const

export const DETAILS_TEXTS = {
  dialogTitle: 'Candidature de {name}',
  close: 'Fermer',
  sections: {
    essentials: 'L’essentiel',
    profile: 'Profil',
    plan: 'Formule',
    address: 'Adresse',
    about: 'Parcours',
    presentation: 'Présentation',
    personality: 'Test de personnalité',
    dietary: 'Informations alimentaires',
    experiment: 'Inscription',
    decision: 'Décision',
  },
  fields: {
    email: 'E-mail',
    emailProof: 'Adresse confirmée',
    phone: 'Téléphone',
    birthDate: 'Date de naissance',
    identity: 'Identité',
    themes: 'Thématiques',
    newsletter: 'Newsletter',
    plan: 'Formule choisie',
    address: 'Adresse',
    sector: 'Secteur',
    company: 'Entreprise / organisation',
    job: 'Poste actuel',
    languages: 'Langues parlées',
    linkedin: 'LinkedIn',
    allergies: 'Allergies',
    preferences: 'Préférences',
    otherInfo: 'Autres informations',
    group: 'Groupe A/B',
    source: 'Origine',
    createdAt: 'Inscription le',
    status: 'Statut',
    reviewedBy: 'Décision',
    notes: 'Notes de revue',
    personality: 'Profil de personnalité',
  },
  none: 'Non renseigné',
  yes: 'Oui',
  confirmedOn: 'Oui, le {date}',
  no: 'Non',
  sliderValue: '{value} sur 10',
  notesLabel: 'Notes (facultatives)',
  notesHint: 'Elles figurent dans l’e-mail envoyé au candidat et sur sa page de suivi.',
  approve: 'Approuver',
  reject: 'Rejeter',
  deciding: 'Enregistrement...',
  decidedAlready: 'Cette candidature a déjà été traitée.',
  next: 'Candidature suivante',
  record: 'Voir la fiche complète',
  notDecidable: 'Inscription non terminée : aucune décision possible.',
  history: 'Historique des décisions',
  historyEntry: '{decision} le {date} par {by}',
  historyReason: 'Raison du changement : {reason}',
  historyNotes: 'Note au candidat : {notes}',
  someone: 'un membre de l’équipe',
  decisions: { approved: 'Approuvée', rejected: 'Rejetée' },
  reverse: 'Revenir sur la décision',
  reverseTitle: { approve: 'Approuver finalement cette candidature', reject: 'Rejeter finalement cette candidature' },
  reasonLabel: 'Raison du changement (obligatoire)',
  reasonHint: 'Gardée dans l’historique de la candidature, avec la première décision ; elle n’est pas envoyée au candidat.',
  reverseNotesHint: 'Le candidat reçoit un e-mail avec sa nouvelle réponse ; cette note y figure.',
  confirmReverse: { approve: 'Approuver finalement', reject: 'Rejeter finalement' },
} as const

/** Where an account comes from (the order of the Users field's options). */
export const SOURCE_LABELS: Record<string, string> = {
  wizard: 'Formulaire complet',
  'quick-signup': 'Inscription rapide (accueil)',
  simplified: 'Formulaire simplifié (A/B)',
  admin: 'Créé par l’équipe',
}

export const AB_TEXTS = {
  title: 'Statistiques A/B',
  intro:
    'Le test compare deux formulaires d’inscription : A, le formulaire complet (Standard), et B, le formulaire simplifié (Premium). Une conversion est une inscription terminée.',
  totalUsers: 'Utilisateurs',
  groups: { A: 'Groupe A (Standard)', B: 'Groupe B (Premium)', control: 'Groupe contrôle' },
  controlNote: 'Hors expérience (drapeau absent, choix forcé, inscription rapide) : affiché, jamais comparé.',
  converted: { one: '{count} converti', other: '{count} convertis' },
  rate: 'Taux de conversion',
  analysis: 'Analyse comparative',
  notEnough:
    'Pas encore assez de données pour conclure : il faut au moins {exposures} inscrits et {conversions} conversions dans chacun des groupes A et B.',
  better: 'Le parcours {group} convertit mieux : +{gain} % par rapport à l’autre.',
  equivalent: 'Les deux parcours sont équivalents : la différence observée n’est pas significative.',
  confidence: 'Confiance : {confidence} ({p}), seuil 95 %.',
  samples: 'Échantillons : A {a} inscrits, B {b} inscrits.',
  tableLabel: 'Utilisateurs du groupe {group}',
  columns: {
    user: 'Utilisateur',
    email: 'E-mail',
    group: 'Groupe A/B',
    completed: 'Inscription terminée',
    status: 'Statut',
    createdAt: 'Créé le',
  },
  noGroup: 'Contrôle',
  empty: 'Aucun utilisateur dans ce groupe.',
  loading: 'Chargement des utilisateurs...',
  loadFailed: 'Impossible de charger les utilisateurs.',
} as const

/** /admin/articles (SPEC §2 Article management). */
export const ARTICLE_TEXTS = {
  title: 'Gestion des Articles',
  intro:
    'Les cinq premiers articles actifs forment la sélection de la semaine, affichée sur la page d’accueil. Glissez-déposez les articles, ou utilisez Monter et Descendre, pour changer leur ordre.',
  newArticle: 'Nouvel article',
  empty: 'Aucun article',
  emptyHint: 'Ajoutez le premier article de la sélection de la semaine.',
  createFirst: 'Créer le premier article',
  listLabel: 'Articles, dans l’ordre de la page d’accueil',
  weekly: 'Sélection de la semaine',
  weeklyHint: 'Affichés sur la page d’accueil',
  beyondWeekly: 'Hors sélection de la semaine',
  position: 'Position {position}',
  inactive: 'Inactif',
  bonus: 'Bonus',
  open: 'Lire l’article',
  newTab: '(nouvel onglet)',
  drag: 'Déplacer « {title} »',
  moveUp: 'Monter',
  moveDown: 'Descendre',
  activate: 'Activer',
  deactivate: 'Désactiver',
  edit: 'Modifier',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer l’article ?',
  deleteBody: '« {title} » sera supprimé définitivement, et retiré de la page d’accueil s’il y figure.',
  deleteConfirm: 'Supprimer',
  cancel: 'Annuler',
  deleting: 'Suppression...',
  createTitle: 'Nouvel article',
  editTitle: 'Modifier l’article',
  save: 'Enregistrer',
  fields: {
    title: 'Titre',
    description: 'Description',
    url: 'Adresse (URL)',
    urlHint: 'L’adresse complète, commençant par https://',
    source: 'Source',
    sourceHint: 'Le média et l’auteur, par exemple « Le Journal — Claire Martin ».',
    theme: 'Thématique',
    themePlaceholder: 'Choisir une thématique',
    isBonus: 'Article bonus',
    bonusLabel: 'Libellé du bonus',
    bonusLabelHint: 'Facultatif : « Bonus » par défaut.',
    isActive: 'Actif (peut figurer sur la page d’accueil)',
  },
} as const

/** What screen readers hear while an article is dragged (dnd-kit's accessibility option). */
export const DRAG_TEXTS = {
  instructions:
    'Pour déplacer un article, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches haut et bas, puis appuyez sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler.',
  picked: 'Article « {title} » saisi, en position {position} sur {count}.',
  moved: 'Article « {title} » déplacé en position {position} sur {count}.',
  dropped: 'Article « {title} » déposé en position {position} sur {count}.',
  cancelled: 'Déplacement annulé : article « {title} » laissé en position {position} sur {count}.',
} as const

export const EDITOR_TEXTS = {
  title: 'Bienvenue, {name}',
  intro: 'Vous choisissez et ordonnez les articles de la semaine que la page d’accueil présente.',
  articles: 'Gérer les articles',
  summary: { one: '{count} article actif sur {total}.', other: '{count} articles actifs sur {total}.' },
} as const

export const GUARD_TEXTS = {
  forbiddenTitle: 'Accès refusé',
  forbidden: 'Votre rôle ne donne pas accès à cette page.',
  back: 'Retour au tableau de bord',
} as const

/** Replaces `{name}` placeholders in an admin text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** Under the decision in Payload's form of an account, where it is read-only. */
export const DECISION_FIELD_HINT = `Se change au « ${ADMIN_NAV.dashboard} », dans « ${REVIEW_TEXTS.title} » : la raison d’un changement de décision y est demandée, le candidat prévenu et l’historique gardé.`
