import { Heading, Text } from '@components/ui/typography'

import { PageHeader } from '@components/site/PageHeader'

import { pageMetadata } from '@/server/seo'
import { cachedSiteSettings } from '@/server/settings/siteSettings'

export const metadata = pageMetadata({
  title: 'Mentions légales',
  description: 'Éditeur, hébergement et contact du site.',
  path: '/mentions-legales',
})

export default async function LegalNoticePage() {
  const { brandName, contactEmail } = await cachedSiteSettings()
  return (
    <>
      <PageHeader kicker="Informations" title="Mentions légales" />
      <div className="page-section">
        <div className="site-container prose">
          <Heading as="h2" size="5">
            Éditeur
          </Heading>
          <Text as="p">
            Le site {brandName} est édité par l’association {brandName}, dont le siège est en France. Directeur de la
            publication : le président de l’association. Contact : <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </Text>
          <Heading as="h2" size="5">
            Hébergement
          </Heading>
          <Text as="p">
            Le site et ses données sont hébergés dans l’Union européenne par un prestataire d’hébergement professionnel ; ses
            coordonnées sont communiquées sur simple demande à l’adresse ci-dessus.
          </Text>
          <Heading as="h2" size="5">
            Propriété intellectuelle
          </Heading>
          <Text as="p">
            Les textes, logos et éléments graphiques du site appartiennent à {brandName}. Les articles de la sélection
            hebdomadaire restent la propriété de leurs auteurs et éditeurs ; le site n’en reproduit que le titre et un
            résumé, avec un lien vers la source.
          </Text>
          <Heading as="h2" size="5">
            Données personnelles et cookies
          </Heading>
          <Text as="p">
            Voir la <a href="/confidentialite">politique de confidentialité</a> et la page <a href="/cookies">cookies</a>.
          </Text>
        </div>
      </div>
    </>
  )
}
