'use client'

import { Button } from '@components/ui/Button'
import { ConfirmDialog } from '@components/ui/ConfirmDialog'
import { TextInput } from '@components/ui/fields/TextInput'
import { toast } from '@components/ui/Toast'
import { Flex, Heading, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingAction } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { type CalendarFeedState, type FeedAddresses, feedCalendarChoices } from '@/domain/calendarLinks'
import { CALENDAR_FEED_TEXTS as TEXTS } from '@/domain/dinners'
import { fill } from '@/domain/fill'
import { MEMBER_SPACE_TEXTS } from '@/domain/memberSpace'

import { CalendarChoices } from './CalendarChoices'

/**
 * The feed's state, read once shown (with its address when it can be shown again), and `make`: a
 * new address, which retires the old; `copy` puts the address on the clipboard.
 */
function useCalendarFeed() {
  const { load, show } = useLoad<CalendarFeedState>('/api/me/calendar-feed', TEXTS.failed)
  const { pending: working, run } = usePendingAction((error) =>
    toast({ title: TEXTS.heading, description: errorMessage(error), variant: 'destructive' }),
  )
  const make = () => run(async () => show(await apiRequest<CalendarFeedState>('POST', '/api/me/calendar-feed', {})))
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url)
    toast({ title: TEXTS.heading, description: TEXTS.copied })
  }
  return { feed: load.state === 'ready' ? load.data : null, failed: load.state === 'failed', working, make, copy }
}

/** The address, to copy, and the three calendars to subscribe from. */
function FeedLink({ address, onCopy }: { address: FeedAddresses; onCopy: (url: string) => void }) {
  return (
    <div className="calendar-feed__made">
      <TextInput name="calendar-feed" label={TEXTS.label} value={address.url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Flex gap="2" wrap="wrap" align="center">
        <Button variant="outline" onClick={() => onCopy(address.url)}>
          {TEXTS.copy}
        </Button>
      </Flex>
      <CalendarChoices
        choices={feedCalendarChoices(address, TEXTS.feedName)}
        label={TEXTS.subscribe}
        linkLabel={MEMBER_SPACE_TEXTS.feedLabel}
        subject={TEXTS.heading}
      />
    </div>
  )
}

/** « Créer » the first address, or « Renouveler » it after a confirmation. */
function FeedAction({ hasFeed, working, onMake }: { hasFeed: boolean; working: boolean; onMake: () => void }) {
  return (
    <div className="dinner-card__actions">
      {hasFeed ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={working}>
              {working ? TEXTS.working : TEXTS.renew}
            </Button>
          }
          title={TEXTS.renewQuestion}
          description={TEXTS.renewExplained}
          keepLabel={TEXTS.keep}
          confirmLabel={TEXTS.renewConfirm}
          onConfirm={onMake}
        />
      ) : (
        <Button onClick={onMake} disabled={working}>
          {working ? TEXTS.working : TEXTS.create}
        </Button>
      )}
    </div>
  )
}

/**
 * « Mon agenda » : the member's private calendar feed, to copy or subscribe to in Google's,
 * Apple's or Outlook's calendar, again after a reload (the address is kept sealed, not only
 * hashed). Making a new one, after a confirmation, retires the old.
 */
export function CalendarFeed() {
  const { feed, failed, working, make, copy } = useCalendarFeed()
  const hasFeed = feed !== null && feed.createdAt !== null
  return (
    <section className="member-dinners" aria-labelledby="calendar-feed-title">
      <Heading as="h3" size="5" id="calendar-feed-title">
        {TEXTS.heading}
      </Heading>
      <Text as="p" mt="2">
        {TEXTS.intro}
      </Text>
      {failed ? (
        <Text as="p" mt="2" role="alert">
          {TEXTS.failed}
        </Text>
      ) : null}
      {feed?.address ? <FeedLink address={feed.address} onCopy={(url) => void copy(url)} /> : null}
      {feed !== null ? (
        <Text as="p" mt="2" color="gray">
          {feed.createdAt === null
            ? TEXTS.none
            : fill(feed.address ? TEXTS.since : TEXTS.sinceHidden, { date: frenchLongDate(feed.createdAt) })}
        </Text>
      ) : null}
      {feed !== null ? <FeedAction hasFeed={hasFeed} working={working} onMake={() => void make()} /> : null}
    </section>
  )
}
