import { Heading, Text } from '@components/ui/typography'

import { PageHeader } from '@components/site/PageHeader'

import { ANALYTICS_DATA_MAX_AGE_MONTHS, CONSENT_MAX_AGE_MONTHS } from '@/domain/consent'
import { pageMetadata } from '@/server/seo'
import { cachedSiteSettings } from '@/server/settings/siteSettings'

export const metadata = pageMetadata({
  title: 'Politique de confidentialité',
  description: 'Quelles données personnelles le site collecte, pourquoi, combien de temps, et comment exercer vos droits.',
  path: '/confidentialite',
})

export default async function PrivacyPage() {
  const { brandName, contactEmail } = await cachedSiteSettings()
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
  return (
    <>
      <PageHeader kicker="Informations" title="Politique de confidentialité">
        <p>
          {brandName} est responsable du traitement des données collectées sur ce site. Nous ne collectons que ce qui est
          nécessaire pour examiner votre adhésion et organiser les dîners, et nous ne vendons aucune donnée.
        </p>
      </PageHeader>
      <div className="page-section">
        <div className="site-container prose">
          <Heading as="h2" size="5">
            Les données que nous collectons, et pourquoi
          </Heading>
          <ul>
            <li>
              <strong>Demande d’adhésion</strong> : identité, coordonnées, date de naissance, parcours professionnel, langues,
              centres d’intérêt, présentation et réponses au questionnaire de table. Elles servent à examiner votre demande et
              à composer des tables équilibrées (base légale : mesures précontractuelles à votre demande).
            </li>
            <li>
              <strong>Informations alimentaires</strong> : allergies et régimes, facultatifs au-delà du questionnaire, utilisés
              uniquement pour adapter le repas, avec votre consentement explicite ; vous pouvez les effacer à tout moment.
            </li>
            <li>
              <strong>Messages de contact</strong> : nom, adresse e-mail, sujet et message, pour vous répondre.
            </li>
            <li>
              <strong>Mesure d’audience</strong>, seulement si vous l’acceptez (voir la page <a href="/cookies">cookies</a>) et
              jamais si votre navigateur demande à ne pas être suivi : pages vues et temps passé, clics sur les boutons
              d’adhésion et de contact, étapes de l’inscription franchies, formulaire d’inscription montré (test A/B),
              cartes de chaleur et enregistrement des sessions avec toutes les saisies masquées. Aucun nom, adresse e-mail ni
              texte libre n’y figure. Ces mesures sont confiées à PostHog, hébergé dans l’Union européenne ; retirer votre
              accord arrête la mesure et efface ses cookies.
            </li>
          </ul>
          <Heading as="h2" size="5">
            Combien de temps
          </Heading>
          <ul>
            <li>Cookies et choix de consentement : {CONSENT_MAX_AGE_MONTHS} mois au plus.</li>
            <li>Données de mesure d’audience : {ANALYTICS_DATA_MAX_AGE_MONTHS} mois au plus.</li>
            <li>
              Demandes d’adhésion : pendant la durée de l’adhésion, puis 3 ans après le dernier contact ; une demande non
              retenue est supprimée au bout de 2 ans.
            </li>
            <li>Messages de contact : 1 an après la réponse.</li>
          </ul>
          <Heading as="h2" size="5">
            Qui y a accès
          </Heading>
          <Text as="p">
            Seule l’équipe de {brandName} chargée des adhésions. Nos prestataires (hébergement, envoi d’e-mails, mesure
            d’audience) traitent les données pour notre compte, dans l’Union européenne.
          </Text>
          <Heading as="h2" size="5">
            Vos droits
          </Heading>
          <Text as="p">
            Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de
            vos données, et du droit de retirer votre consentement à tout moment. Depuis votre espace candidat, vous pouvez
            télécharger vos données ou supprimer votre compte ; pour toute autre demande, écrivez-nous à {mail}. Nous
            répondons dans un délai d’un mois. Vous pouvez aussi introduire une réclamation auprès de la CNIL (cnil.fr).
          </Text>
        </div>
      </div>
    </>
  )
}
