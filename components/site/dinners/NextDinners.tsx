import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import type { PublicDinner } from '@/domain/api/dinners'
import { BOOKING_TEXTS } from '@/domain/dinners'

import { DinnerCard } from './DinnerCard'

/** « Les prochains dîners », a section of the home page and of « Comment ça marche »: the next dinners, in the page's HTML, each linked to its page. */
export function NextDinnersSection({ dinners }: { dinners: PublicDinner[] }) {
  return (
    <section className="page-section" aria-labelledby="dinners-title">
      <div className="site-container">
        <Heading as="h2" size="7" id="dinners-title" mb="5">
          {BOOKING_TEXTS.heading}
        </Heading>
        {dinners.length === 0 ? (
          <Text as="p">{BOOKING_TEXTS.noDinners}</Text>
        ) : (
          <>
            <ul className="dinner-list">
              {dinners.map((dinner) => (
                <li key={dinner.id}>
                  <DinnerCard dinner={dinner} linked />
                </li>
              ))}
            </ul>
            <Text as="p" mt="4">
              {BOOKING_TEXTS.membersOnly} <Link href="/status">{BOOKING_TEXTS.seeDinners}</Link>
            </Text>
          </>
        )}
      </div>
    </section>
  )
}
