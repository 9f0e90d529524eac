/**
 * Today's texts of the editable pages, in Markdown: each page's rich text starts from them until
 * an editor saves it in /admin. After that, the text in the database is the truth.
 */
import { CONSENT_MAX_AGE_MONTHS, ANALYTICS_DATA_MAX_AGE_MONTHS } from '@/domain/consent'
import { SENT_MAIL_BODY_DAYS } from '@/domain/dinnerMailLog'
import { DINNER_SIZE } from '@/domain/plans'
import { PRICING_STORY } from '@/domain/pricing'

export const MANIFESTO_SEED = {
  kicker: 'Manifeste',
  title: 'Penser ensemble, autour d’une table',
  intro: 'L’actualité mérite mieux que des réactions à chaud. Elle mérite des conversations.',
  body: `## Le goût de la conversation

Nous croyons qu’on comprend mieux le monde en l’écoutant raconter par ceux qui l’observent de près, et en confrontant nos regards à ceux de personnes que nous n’aurions jamais croisées. Un dîner est le lieu idéal pour cela : on y prend le temps, on s’y écoute, on y rit aussi.

## Un cadre de confiance

Ce qui se dit à table reste à table. Rien n’est enregistré, personne n’est cité sans son accord. Cette confidentialité permet aux intervenants de parler librement et à chacun d’essayer une idée, de douter, de changer d’avis.

## Des tables à taille humaine

De six à huit convives autour d’un journaliste ou d’un expert : assez peu pour que chacun prenne la parole, assez pour que les points de vue se croisent. Nous composons chaque table avec soin, en mêlant les parcours, les âges et les convictions.

## Un cercle vivant

Le cercle grandit avec ses membres. Les membres fondateurs façonnent avec nous les thématiques, les formats et l’esprit des dîners à venir. Si cette idée vous parle, rejoignez-nous.`,
}

export const HOW_IT_WORKS_SEED = {
  kicker: 'Comment ça marche',
  title: 'Du premier clic au dessert',
  intro: `Des dîners de ${DINNER_SIZE.min} à ${DINNER_SIZE.max} convives (${DINNER_SIZE.minWithSpeakers} à ${DINNER_SIZE.max} selon le nombre d’intervenants), autour d’un journaliste ou d’un expert. Chacun paie sa part à la fin du repas, et rien n’est jamais enregistré.`,
  steps: [
    { title: 'Rejoignez la communauté', text: 'Créez votre profil et indiquez vos centres d’intérêt parmi nos huit thématiques.' },
    {
      title: 'Réservez votre table',
      text: 'Chaque semaine, nous vous recommandons des dîners ; les tables réunissent des personnes aux profils complémentaires.',
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
    { title: 'Après le dîner', text: 'Prolongez les échanges avec les autres convives et recevez des contenus exclusifs.' },
  ],
  faq: [
    {
      question: 'Combien de personnes autour de la table ?',
      answer: `De ${DINNER_SIZE.min} à ${DINNER_SIZE.max} convives, et de ${DINNER_SIZE.minWithSpeakers} à ${DINNER_SIZE.max} selon le nombre d’intervenants : assez peu pour que chacun prenne la parole.`,
    },
    {
      question: 'Qui paie le repas ?',
      answer: `${PRICING_STORY.meal.text} ${PRICING_STORY.subscription.text}`,
    },
    {
      question: 'Les échanges sont-ils enregistrés ?',
      answer: 'Jamais. Les conversations restent autour de la table : ni enregistrement, ni citation sans accord.',
    },
    {
      question: 'Qui sont les intervenants ?',
      answer: 'Des journalistes et des experts reconnus dans leur domaine, qui viennent partager leur regard et écouter le vôtre.',
    },
    {
      question: 'Comment sont choisis les membres ?',
      answer:
        'Notre équipe examine chaque demande d’adhésion pour composer des tables variées et bienveillantes. Vous suivez l’avancement de la vôtre depuis votre espace.',
    },
    {
      question: 'Combien coûte le dîner découverte ?',
      answer: PRICING_STORY.test.text,
    },
    {
      question: 'Suis-je engagé ?',
      answer: `${PRICING_STORY.commitment.text} ${PRICING_STORY.payment.text}`,
    },
  ],
}

export const LEGAL_NOTICE_SEED = {
  kicker: 'Informations',
  title: 'Mentions légales',
  body: `## Propriété intellectuelle

Les textes, logos et éléments graphiques du site appartiennent au Cercle. Les articles de la sélection hebdomadaire restent la propriété de leurs auteurs et éditeurs ; le site n’en reproduit que le titre et un résumé, avec un lien vers la source.

## Données personnelles et cookies

Voir la [politique de confidentialité](/confidentialite) et la page [cookies](/cookies).`,
}

export const PRIVACY_SEED = {
  kicker: 'Informations',
  title: 'Politique de confidentialité',
  intro:
    'Le Cercle est responsable du traitement des données collectées sur ce site. Nous ne collectons que ce qui est nécessaire pour examiner votre adhésion et organiser les dîners, et nous ne vendons aucune donnée.',
  body: `## Les données que nous collectons, et pourquoi

- **Demande d’adhésion** : identité, coordonnées, date de naissance, parcours professionnel, langues, centres d’intérêt, présentation et réponses au questionnaire de table. Elles servent à examiner votre demande et à composer des tables équilibrées (base légale : mesures précontractuelles à votre demande).
- **Informations alimentaires** : allergies et régimes, facultatifs au-delà du questionnaire, utilisés uniquement pour adapter le repas, avec votre consentement explicite ; le restaurant n’en reçoit qu’un décompte par dîner, sans votre nom ; vous pouvez les effacer à tout moment.
- **Réservations** : les dîners que vous réservez, votre place sur une liste d’attente et votre table, pour organiser les dîners. Le lieu d’un dîner n’est communiqué qu’à ses convives, une fois les tables composées.
- **Après les dîners** : votre présence notée par l’équipe (présent, absent sans prévenir, annulation tardive) et vos contestations, pour appliquer la règle des absences que votre espace décrit ; votre avis du lendemain (trois notes et un commentaire facultatif), pour améliorer les dîners ; les convives que vous aimeriez revoir et l’adresse que vous choisissez de leur transmettre, pour vous présenter l’un à l’autre si l’envie est réciproque (sinon, personne n’en sait rien) ; les signalements que vous adressez à l’équipe, lus par les seuls administrateurs. Nous ne vous demandons jamais ce qui a été dit à table.
- **Quand les tables sont confirmées, puis le matin du dîner** : chaque convive reçoit par e-mail le prénom et le secteur d’activité de ses voisins de table, pour faire connaissance (base légale : l’intérêt légitime du club à favoriser la conversation). Rien d’autre n’est transmis ; depuis votre espace, vous pouvez demander que vos voisins ne reçoivent que votre secteur.
- **Composition des tables** : les tables sont composées à partir de vos réponses au questionnaire de table et de cet historique : les personnes avec qui vous avez déjà dîné sont de préférence placées ailleurs, et deux personnes qu’un signalement sépare ne sont jamais placées à la même table.
- **Lettre hebdomadaire**, seulement si vous l’avez demandée (à l’inscription ou depuis votre espace) : votre adresse e-mail et les semaines où la lettre vous a été envoyée, pour vous l’envoyer une fois par semaine (base légale : votre consentement). Chaque lettre porte un lien de désinscription en un clic, qui vaut aussitôt ; vous pouvez aussi l’arrêter depuis votre espace.
- **Messages de contact** : nom, adresse e-mail, sujet et message, pour vous répondre.
- **Mesure d’audience**, seulement si vous l’acceptez (voir la page [cookies](/cookies)) et jamais si votre navigateur demande à ne pas être suivi : pages vues et temps passé, clics sur les boutons d’adhésion et de contact, étapes de l’inscription franchies, formulaire d’inscription montré (test A/B), cartes de chaleur et enregistrement des sessions avec toutes les saisies masquées. Aucun nom, adresse e-mail ni texte libre n’y figure. Ces mesures sont confiées à PostHog, hébergé dans l’Union européenne ; retirer votre accord arrête la mesure et efface ses cookies.

## Combien de temps

- Cookies et choix de consentement : ${CONSENT_MAX_AGE_MONTHS} mois au plus.
- Données de mesure d’audience : ${ANALYTICS_DATA_MAX_AGE_MONTHS} mois au plus.
- Demandes d’adhésion : pendant la durée de l’adhésion, puis 3 ans après le dernier contact ; une demande non retenue est supprimée au bout de 2 ans.
- Présences : elles comptent 12 mois pour la règle des absences, puis restent dans votre historique tant que vous êtes membre.
- Convives que vous aimeriez revoir et adresse transmise : tant que vous êtes membre ; une présentation faite n’est jamais refaite.
- Commentaires des avis : effacés au bout de 24 mois ; les notes restent, sans commentaire.
- Lettre hebdomadaire : votre inscription jusqu’à ce que vous la retiriez ; la trace des lettres envoyées, tant que votre compte existe.
- Messages de contact : 1 an après la réponse.
- E-mails envoyés : leur contenu est effacé ${SENT_MAIL_BODY_DAYS} jours après l’envoi (les liens qu’ils portent agissent sans connexion) ; seuls restent le destinataire, l’objet, la date et l’état de l’envoi, tant que votre compte existe.

## Qui y a accès

Seule l’équipe du Cercle chargée des adhésions et des dîners ; les rédacteurs du site, qui choisissent les articles, n’ont accès à aucune donnée des membres. Nos prestataires (hébergement, envoi d’e-mails et de la lettre, mesure d’audience) traitent les données pour notre compte, dans l’Union européenne.

## Vos droits

Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, et du droit de retirer votre consentement à tout moment. Depuis votre espace candidat, vous pouvez télécharger vos données (lettre hebdomadaire comprise) ou supprimer votre compte ; pour toute autre demande, écrivez-nous à l’adresse ci-dessous. Nous répondons dans un délai d’un mois. Vous pouvez aussi introduire une réclamation auprès de la [CNIL](https://www.cnil.fr/).`,
}
