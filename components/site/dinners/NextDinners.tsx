import Link from 'next/link'

import { Heading, Text } from '@components/ui/typography'

import { BOOKING_TEXTS, NEXT_DINNERS_SHOWN } from '@/domain/dinners'
import { cachedUpcomingDinners } from '@/server/dinners/listing'

import { DinnerCard } from './DinnerCard'

/** « Les prochains dîners », a section of the home page and of « Comment ça marche ». */
export function NextDinnersSection() {
  return (
    <section className="page-section" aria-labelledby="dinners-title">
      <div className="site-container">
        <Heading as="h2" size="7" id="dinners-title" mb="5">
          {BOOKING_TEXTS.heading}
        </Heading>
        <NextDinners />
      </div>
    </section>
  )
}

/** The next published dinners, in the page's HTML; regenerated when a dinner or a booking changes. */
async function NextDinners() {
  const now = Date.now()
  const dinners = (await cachedUpcomingDinners()).filter((dinner) => new Date(dinner.startsAt).getTime() > now).slice(0, NEXT_DINNERS_SHOWN)
  if (dinners.length === 0) return <Text as="p">{BOOKING_TEXTS.noDinners}</Text>
  return (
    <>
      <ul className="dinner-list">
        {dinners.map((dinner) => (
          <li key={dinner.id}>
            <DinnerCard dinner={dinner} />
          </li>
        ))}
      </ul>
      <Text as="p" mt="4">
        {BOOKING_TEXTS.membersOnly} <Link href="/status">{BOOKING_TEXTS.seeDinners}</Link>
      </Text>
    </>
  )
}
