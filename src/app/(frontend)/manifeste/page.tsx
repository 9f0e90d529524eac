import { Heading, Text } from '@components/ui/typography'

import { JoinButton } from '@components/site/layout/JoinButton'
import { PageHeader } from '@components/site/PageHeader'

import { pageMetadata } from '@/server/seo'

export const metadata = pageMetadata({
  title: 'Manifeste',
  description: 'Réfléchir ensemble, autour d’une table, en confiance : le manifeste du cercle et de ses dîners-débats.',
  path: '/manifeste',
})

export default function ManifestePage() {
  return (
    <>
      <PageHeader kicker="Manifeste" title="Penser ensemble, autour d’une table">
        <p>L’actualité mérite mieux que des réactions à chaud. Elle mérite des conversations.</p>
      </PageHeader>
      <div className="page-section">
        <div className="site-container prose">
          <Heading as="h2" size="6">
            Le goût de la conversation
          </Heading>
          <Text as="p">
            Nous croyons qu’on comprend mieux le monde en l’écoutant raconter par ceux qui l’observent de près, et en
            confrontant nos regards à ceux de personnes que nous n’aurions jamais croisées. Un dîner est le lieu idéal pour
            cela : on y prend le temps, on s’y écoute, on y rit aussi.
          </Text>
          <Heading as="h2" size="6">
            Un cadre de confiance
          </Heading>
          <Text as="p">
            Ce qui se dit à table reste à table. Rien n’est enregistré, personne n’est cité sans son accord. Cette
            confidentialité permet aux intervenants de parler librement et à chacun d’essayer une idée, de douter, de changer
            d’avis.
          </Text>
          <Heading as="h2" size="6">
            Des tables à taille humaine
          </Heading>
          <Text as="p">
            De six à huit convives autour d’un journaliste ou d’un expert : assez peu pour que chacun prenne la parole, assez
            pour que les points de vue se croisent. Nous composons chaque table avec soin, en mêlant les parcours, les âges et
            les convictions.
          </Text>
          <Heading as="h2" size="6">
            Un cercle vivant
          </Heading>
          <Text as="p">
            Le cercle grandit avec ses membres. Les membres fondateurs façonnent avec nous les thématiques, les formats et
            l’esprit des dîners à venir. Si cette idée vous parle, rejoignez-nous.
          </Text>
          <div style={{ marginTop: 'var(--space-6)' }}>
            <JoinButton location="manifesto" size="lg">
              Devenir membre fondateur
            </JoinButton>
          </div>
        </div>
      </div>
    </>
  )
}
