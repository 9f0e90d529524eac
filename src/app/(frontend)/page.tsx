import { Artwork } from '@components/site/art/Artwork'
import { HeroArt } from '@components/site/art/HeroArt'
import { NextDinnersSection } from '@components/site/dinners/NextDinners'
import { FeatureCards } from '@components/site/home/FeatureCards'
import { QuickSignup } from '@components/site/home/QuickSignup'
import { ThemesCarousel } from '@components/site/home/ThemesCarousel'
import { WeeklySection } from '@components/site/home/WeeklySection'
import { JoinButton } from '@components/site/layout/JoinButton'
import { PricingSection } from '@components/site/PricingSection'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { TOASTS } from '@/domain/messages/toasts'
import { VALIDATION } from '@/domain/messages/validation'
import { PAGE_SEO } from '@/domain/pageSeo'
import { THEMES } from '@/domain/themes'
import { activeArticles } from '@/server/articles/articles'
import { nextDinners } from '@/server/dinners/booking/listing'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/seo'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

export const metadata = pageMetadata(PAGE_SEO.home)

const SHOWN_THEMES = THEMES.slice(0, 4)

const QUICK_SIGNUP_TEXTS = {
  invalidTitle: VALIDATION.emailInvalidTitle,
  invalid: VALIDATION.emailInvalid,
  successTitle: TOASTS.quickSignupSuccessTitle,
  success: TOASTS.quickSignupSuccess,
  errorTitle: TOASTS.errorTitle,
  error: TOASTS.quickSignupError,
}

export default async function HomePage() {
  const payload = await getPayloadClient()
  const [{ heroImage }, dinners, articles] = await Promise.all([cachedSiteSettings(), nextDinners(), activeArticles(payload)])
  return (
    <>
      <section className="page-hero">
        <div className="site-container page-hero__home">
          <Text as="p" size="3" color="gray" weight="medium">
            Dîners-débats, off the record
          </Text>
          <Heading as="h1" size={{ initial: '8', md: '9' }} mt="2" style={{ maxWidth: '18ch' }}>
            Le cercle vivant des conversations d’actualité
          </Heading>
          <Text as="p" size="5" mt="4" style={{ maxWidth: '60ch' }}>
            Autour d’une table de 6 à 8 convives, un journaliste ou un expert partage son regard sur l’actualité, et la conversation
            s’engage. Rien n’est enregistré : on pense à voix haute, en confiance.
          </Text>
          <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center', marginTop: 'var(--space-6)', flexWrap: 'wrap' }}>
            <JoinButton location="hero" size="lg">
              Devenir membre fondateur
            </JoinButton>
            <Link href="/manifeste">Lire le manifeste</Link>
          </div>
          <Artwork image={heroImage} hero>
            <HeroArt />
          </Artwork>
        </div>
      </section>

      <section className="page-section" aria-labelledby="features-title">
        <div className="site-container">
          <Heading as="h2" size="7" id="features-title" mb="5">
            Un club pour se parler vraiment
          </Heading>
          <FeatureCards />
        </div>
      </section>

      <NextDinnersSection dinners={dinners} />

      <PricingSection />

      <div className="page-section">
        <div className="site-container">
          <ThemesCarousel shown={SHOWN_THEMES} total={THEMES.length} />
        </div>
      </div>

      <WeeklySection articles={articles} />

      <section className="page-section" aria-labelledby="signup-title">
        <div className="site-container">
          <div className="signup-block">
            <Heading as="h2" size="7" id="signup-title">
              Rejoignez le cercle
            </Heading>
            <Text as="p" mt="2" mb="5" style={{ maxWidth: '60ch' }}>
              Laissez votre adresse e-mail pour créer votre compte, puis complétez votre profil quand vous le souhaitez.
            </Text>
            <QuickSignup texts={QUICK_SIGNUP_TEXTS} />
          </div>
        </div>
      </section>
    </>
  )
}
