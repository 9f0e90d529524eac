/** What the club offers (SPEC §1, §2 "Comment ça marche", §9), for the public pages. */
import { DINNER_SIZE } from './plans'

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Rejoignez la communauté',
    text: 'Créez votre profil et indiquez vos centres d’intérêt parmi nos huit thématiques.',
  },
  {
    title: 'Réservez votre table',
    text: 'Chaque semaine, nous vous recommandons des dîners ; les tables réunissent des personnes aux profils complémentaires.',
  },
  {
    title: 'Avant le dîner',
    text: 'Vous recevez les informations pratiques, la présentation de l’intervenant et celle des autres convives.',
  },
  {
    title: 'Le dîner',
    text: 'Un journaliste ou un expert — parfois plusieurs intervenants — lance la conversation sur un sujet d’actualité.',
  },
  {
    title: 'Une soirée unique',
    text: 'Des échanges francs, en confiance, entre personnes qui ne se seraient peut-être jamais rencontrées.',
  },
  {
    title: 'Après le dîner',
    text: 'Prolongez les échanges avec les autres convives et recevez des contenus exclusifs.',
  },
] as const

export const FAQ = [
  {
    id: 'taille',
    title: 'Combien de personnes autour de la table ?',
    text: `De ${DINNER_SIZE.min} à ${DINNER_SIZE.max} convives, et de ${DINNER_SIZE.minWithSpeakers} à ${DINNER_SIZE.max} selon le nombre d’intervenants : assez peu pour que chacun prenne la parole.`,
  },
  {
    id: 'paiement',
    title: 'Qui paie le repas ?',
    text: 'Chacun règle sa part à la fin du repas, directement au restaurant. L’abonnement donne accès aux dîners, il ne comprend pas le repas.',
  },
  {
    id: 'enregistrement',
    title: 'Les échanges sont-ils enregistrés ?',
    text: 'Jamais. Les conversations restent autour de la table : ni enregistrement, ni citation sans accord.',
  },
  {
    id: 'intervenants',
    title: 'Qui sont les intervenants ?',
    text: 'Des journalistes et des experts reconnus dans leur domaine, qui viennent partager leur regard et écouter le vôtre.',
  },
  {
    id: 'selection',
    title: 'Comment sont choisis les membres ?',
    text: 'Notre équipe examine chaque demande d’adhésion pour composer des tables variées et bienveillantes. Vous suivez l’avancement de la vôtre depuis votre espace.',
  },
  {
    id: 'engagement',
    title: 'Suis-je engagé ?',
    text: 'Les formules Essentiel et Premium demandent un engagement minimum de 2 mois ; la formule Test est sans engagement. Aucune carte bancaire n’est demandée à ce stade.',
  },
] as const

/** Step 7 of the wizard: what every member accepts. */
export const COMMUNITY_RULES = [
  'Ce qui se dit à table reste à table : rien n’est enregistré ni cité sans accord.',
  'Chacun écoute autant qu’il parle, et respecte les opinions différentes des siennes.',
  'Je préviens au plus tôt si je ne peux pas venir à un dîner réservé.',
  'Chacun règle sa part à la fin du repas.',
] as const
