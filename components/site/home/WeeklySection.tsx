import { Heading, Text } from '@components/ui/typography'

import type { PublicArticle } from '@/domain/api/articles'
import { WEEKLY_ARTICLES } from '@/domain/limits'

import { WeeklySelection } from './WeeklySelection'

/** The home page's « sélection de la semaine », also shown to editors as a preview of their list. */
export function WeeklySection({ articles }: { articles: PublicArticle[] }) {
  return (
    <section className="page-section" aria-labelledby="weekly-title">
      <div className="site-container">
        <Heading as="h2" size="7" id="weekly-title">
          La sélection de la semaine
        </Heading>
        <Text as="p" color="gray" mt="1" mb="5">
          {WEEKLY_ARTICLES} articles choisis par l’équipe pour préparer les prochains dîners.
        </Text>
        {/* Not behind Suspense, whose fallback would stay forever without JavaScript: the list is in the HTML. */}
        <WeeklySelection articles={articles} />
      </div>
    </section>
  )
}
