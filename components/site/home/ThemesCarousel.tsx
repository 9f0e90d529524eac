import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { CarouselScroller } from './CarouselScroller'

type ShownTheme = { id: string; title: string; description: string; color: string }

/**
 * Some theme cards (`shown`) and a "more themes" card counting all `total`. Previous/next scroll
 * one card and are disabled at the ends; the cards' links are reachable with Tab, which scrolls
 * them into view. The cards are rendered here, on the server: only the scroller and its buttons
 * are the browser's (CarouselScroller).
 */
export function ThemesCarousel({ shown, total }: { shown: readonly ShownTheme[]; total: number }) {
  return (
    <section className="carousel" aria-roledescription="carrousel" aria-labelledby="themes-carousel-title">
      <CarouselScroller
        heading={
          <Heading as="h2" size="7" id="themes-carousel-title">
            Huit thématiques pour débattre
          </Heading>
        }
      >
        {shown.map((theme, index) => (
          <li key={theme.id} aria-roledescription="diapositive" aria-label={`${index + 1} sur ${shown.length + 1}`}>
            <Card>
              <span className="theme-dot" style={{ background: theme.color }} aria-hidden />
              <Heading as="h3" size="4" mt="2">
                {theme.title}
              </Heading>
              <Text as="p" mt="1" color="gray">
                {theme.description}
              </Text>
            </Card>
          </li>
        ))}
        <li aria-roledescription="diapositive" aria-label={`${shown.length + 1} sur ${shown.length + 1}`}>
          <Card asChild>
            <Link href="/thematiques">
              <Heading as="h3" size="4">
                Plus de thématiques
              </Heading>
              <Text as="p" mt="1" color="gray">
                Découvrez les {total} thématiques du cercle.
              </Text>
            </Link>
          </Card>
        </li>
      </CarouselScroller>
    </section>
  )
}
