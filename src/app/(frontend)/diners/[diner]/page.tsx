import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'

import { DinnerFacts } from '@components/site/dinners/DinnerFacts'
import { JoinButton } from '@components/site/layout/JoinButton'
import { PageHeader } from '@components/site/PageHeader'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { DINNER_PAGE_TEXTS, dinnerPath, dinnerSeo } from '@/domain/dinnerPage'
import { speakerRoleLabel } from '@/domain/dinners'
import { PRICING_ANCHOR } from '@/domain/pricing'
import { pageMetadata } from '@/server/seo'

import { dinnerOfParams, type DinnerParams } from './dinnerOfParams'

export async function generateMetadata(props: DinnerParams): Promise<Metadata> {
  return pageMetadata(dinnerSeo(await dinnerOfParams(props)))
}

/**
 * An upcoming dinner as anyone may read and share it: theme, date, city, speakers and seats left.
 * The venue and the guests are never read (publicDinner), so neither the HTML nor the page's RSC
 * payload can carry them.
 */
export default async function DinnerPage(props: DinnerParams) {
  const dinner = await dinnerOfParams(props)
  const path = dinnerPath(dinner)
  // An old title's address, or none: one address per dinner, the one the cards and the sitemap give.
  if ((await props.params).diner !== path.split('/').pop()) permanentRedirect(path)
  return (
    <>
      <PageHeader kicker={DINNER_PAGE_TEXTS.kicker} title={dinner.title}>
        <DinnerFacts dinner={dinner} />
      </PageHeader>

      {dinner.speakers.length > 0 ? (
        <section className="page-section" aria-labelledby="speakers-title">
          <div className="site-container" style={{ maxWidth: 800 }}>
            <Heading as="h2" size="7" id="speakers-title" mb="4">
              {DINNER_PAGE_TEXTS.speakers}
            </Heading>
            <ul className="dinner-page__speakers">
              {dinner.speakers.map((speaker) => (
                <li key={speaker.name}>
                  <Heading as="h3" size="4">
                    {speaker.name}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {speakerRoleLabel(speaker.role)}
                  </Text>
                  {speaker.bio ? (
                    <Text as="p" mt="1">
                      {speaker.bio}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="page-section" aria-labelledby="join-title">
        <div className="site-container" style={{ maxWidth: 800 }}>
          <Heading as="h2" size="7" id="join-title" mb="3">
            {DINNER_PAGE_TEXTS.joinHeading}
          </Heading>
          <Text as="p">{DINNER_PAGE_TEXTS.venue}</Text>
          <Text as="p" mt="2">
            {DINNER_PAGE_TEXTS.membersOnly}
          </Text>
          <div className="dinner-page__actions">
            <JoinButton location="dinner" size="lg">
              {DINNER_PAGE_TEXTS.apply}
            </JoinButton>
            <Link href={`/comment-ca-marche#${PRICING_ANCHOR}`}>{DINNER_PAGE_TEXTS.pricing}</Link>
            <Link href="/#dinners-title">{DINNER_PAGE_TEXTS.otherDinners}</Link>
          </div>
        </div>
      </section>
    </>
  )
}
