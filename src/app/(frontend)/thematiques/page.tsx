import { ThemesArt } from '@components/site/art/ThemesArt'
import { JoinButton } from '@components/site/layout/JoinButton'
import { PageHeader } from '@components/site/PageHeader'
import { Card } from '@components/ui/Card'
import { Heading, Text } from '@components/ui/typography'

import { MIN_THEMES } from '@/domain/limits'
import { PAGE_SEO } from '@/domain/pageSeo'
import { THEMES } from '@/domain/themes'
import { pageMetadata } from '@/server/seo'

export const metadata = pageMetadata(PAGE_SEO.themes)

export default function ThematiquesPage() {
  return (
    <>
      <PageHeader kicker="Thématiques" title={`Les ${THEMES.length} thématiques du cercle`} art={<ThemesArt />}>
        <p>
          Chaque dîner s’inscrit dans l’une de ces thématiques. À l’inscription, choisissez-en au moins {MIN_THEMES} : nous vous proposerons
          les tables qui vous ressemblent… et quelques-unes qui vous surprendront.
        </p>
      </PageHeader>
      <div className="page-section">
        <div className="site-container">
          <ul className="theme-list">
            {THEMES.map((theme) => (
              <li key={theme.id} style={{ display: 'flex' }}>
                <Card style={{ flex: 1 }}>
                  <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
                    <span className="theme-dot" style={{ background: theme.color }} aria-hidden />
                    <Heading as="h2" size="5">
                      {theme.title}
                    </Heading>
                  </div>
                  <Text as="p" mt="2" color="gray">
                    {theme.description}
                  </Text>
                </Card>
              </li>
            ))}
          </ul>
          <div style={{ marginTop: 'var(--space-6)' }}>
            <JoinButton location="themes" size="lg">
              Choisir mes thématiques
            </JoinButton>
          </div>
        </div>
      </div>
    </>
  )
}
