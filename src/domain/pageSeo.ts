/**
 * Each page's title and description for search engines and shared links: its tab title,
 * description, canonical address, Open Graph / Twitter cards, and the title written on its
 * Open Graph image (src/app/_og). The home page's title follows the brand's name.
 */
export type PageSeo = { title: string; description: string; path: string }

export const PAGE_SEO = {
  home: {
    title: 'le cercle vivant des conversations d’actualité',
    description:
      'Des dîners de 6 à 8 convives autour d’un journaliste ou d’un expert, pour débattre de l’actualité en toute confiance. Devenez membre fondateur.',
    path: '/',
  },
  manifesto: {
    title: 'Manifeste',
    description: 'Réfléchir ensemble, autour d’une table, en confiance : le manifeste du cercle et de ses dîners-débats.',
    path: '/manifeste',
  },
  howItWorks: {
    title: 'Comment ça marche',
    description: 'De l’inscription au dîner : les six étapes, les formules et leurs tarifs fondateurs, et les réponses à vos questions.',
    path: '/comment-ca-marche',
  },
  themes: {
    title: 'Thématiques',
    description:
      'Les huit thématiques des dîners-débats : culture, climat, économie, politique, géopolitique, technologie, sport et société, droits humains.',
    path: '/thematiques',
  },
  cookies: {
    title: 'Cookies',
    description: 'Les cookies utilisés par le site, leur finalité et leur durée, et le réglage de vos préférences.',
    path: '/cookies',
  },
  legalNotice: { title: 'Mentions légales', description: 'Éditeur, hébergement et contact du site.', path: '/mentions-legales' },
  privacy: {
    title: 'Politique de confidentialité',
    description: 'Quelles données personnelles le site collecte, pourquoi, combien de temps, et comment exercer vos droits.',
    path: '/confidentialite',
  },
  registration: {
    title: 'Adhésion',
    description: 'Demandez votre adhésion au cercle : votre profil, vos centres d’intérêt et votre place à table, en quelques minutes.',
    path: '/inscription',
  },
  login: {
    title: 'Connexion',
    description: 'Connectez-vous pour suivre votre candidature ou reprendre votre inscription.',
    path: '/login',
  },
  status: { title: 'Ma candidature', description: 'Le statut de votre demande d’adhésion.', path: '/status' },
  membership: {
    title: 'Mon adhésion',
    description: 'Votre adhésion au cercle : sa formule, son prix, ses prochains prélèvements et vos factures.',
    path: '/status/adhesion',
  },
  activation: {
    title: 'Activer mon adhésion',
    description: 'Choisissez votre formule et activez votre adhésion au cercle.',
    path: '/activation',
  },
  paymentMethod: {
    title: 'Moyen de paiement',
    description: 'Mettez à jour le moyen de paiement de votre adhésion.',
    path: '/moyen-de-paiement',
  },
  forgotPassword: {
    title: 'Mot de passe oublié',
    description: 'Recevez un lien pour choisir un nouveau mot de passe.',
    path: '/mot-de-passe-oublie',
  },
  resetPassword: { title: 'Nouveau mot de passe', description: 'Choisissez un nouveau mot de passe.', path: '/mot-de-passe/reinitialiser' },
  waitlistOffer: {
    title: 'Une place libérée pour vous',
    description: 'Acceptez la place qui s’est libérée à un dîner.',
    path: '/offre',
  },
  newsletterUnsubscribe: {
    title: 'Se désinscrire de la lettre',
    description: 'Ne plus recevoir la lettre hebdomadaire du club.',
    path: '/newsletter/desinscription',
  },
  dinnerAlertUnsubscribe: {
    title: 'Ne plus être prévenu·e des dîners',
    description: 'Ne plus recevoir d’alerte quand un dîner ouvre sur vos thématiques.',
    path: '/prevenez-moi/desinscription',
  },
  lateNotice: {
    title: 'Prévenir de votre retard',
    description: 'Dites à l’hôte de la soirée que vous arriverez en retard, ou que vous ne pourrez pas venir.',
    path: '/retard',
  },
  reminderAnswer: {
    title: 'Votre réponse au rappel du dîner',
    description: 'Confirmez votre venue à un dîner, ou libérez votre place.',
    path: '/rappel',
  },
  feedback: {
    title: 'Votre avis sur le dîner',
    description: 'Trois notes et un mot pour l’équipe, le lendemain d’un dîner.',
    path: '/avis',
  },
  sponsorInvitation: {
    title: 'Votre invitation',
    description: 'Un membre du cercle vous invite à déposer votre candidature.',
    path: '/parrainage',
  },
  secondSponsor: {
    title: 'Second parrainage',
    description: 'Confirmez votre parrainage d’une candidature.',
    path: '/parrainage/second',
  },
  emailConfirmation: {
    title: 'Confirmation de votre adresse e-mail',
    description: 'Confirmez votre adresse e-mail.',
    path: '/email/confirmer',
  },
} as const satisfies Record<string, PageSeo>
