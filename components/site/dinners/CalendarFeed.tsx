'use client'

import { useState } from 'react'

import { Button } from '@components/ui/Button'
import { ConfirmDialog } from '@components/ui/ConfirmDialog'
import { TextInput } from '@components/ui/fields/TextInput'
import { toast } from '@components/ui/Toast'
import { Flex, Heading, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingAction } from '@/client/usePendingAction'
import { frenchLongDate } from '@/domain/applicationStatus'
import { CALENDAR_FEED_TEXTS as TEXTS } from '@/domain/dinners'
import { fill } from '@/domain/fill'

type Feed = { createdAt: string | null }
type MadeFeed = { url: string; webcal: string; createdAt: string }

/**
 * The feed's state, read once shown, and `make`: a new address (shown once, only its hash is
 * kept), which retires the old; `copy` puts an address on the clipboard.
 */
function useCalendarFeed() {
  const { load, show } = useLoad<Feed>('/api/me/calendar-feed', TEXTS.failed)
  const [made, setMade] = useState<MadeFeed | null>(null)
  const { pending: working, run } = usePendingAction((error) =>
    toast({ title: TEXTS.heading, description: errorMessage(error), variant: 'destructive' }),
  )
  const make = () =>
    run(async () => {
      const next = await apiRequest<MadeFeed>('POST', '/api/me/calendar-feed', {})
      setMade(next)
      show({ createdAt: next.createdAt })
    })
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url)
    toast({ title: TEXTS.heading, description: TEXTS.copied })
  }
  return { feed: load.state === 'ready' ? load.data : null, failed: load.state === 'failed', made, working, make, copy }
}

/** The address just made, to subscribe to or copy. */
function MadeFeedLink({ made, onCopy }: { made: MadeFeed; onCopy: (url: string) => void }) {
  return (
    <div className="calendar-feed__made">
      <TextInput name="calendar-feed" label={TEXTS.label} value={made.url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Flex gap="2" wrap="wrap">
        <Button asChild>
          <a href={made.webcal}>{TEXTS.subscribe}</a>
        </Button>
        <Button variant="outline" onClick={() => onCopy(made.url)}>
          {TEXTS.copy}
        </Button>
      </Flex>
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
 * « Mon agenda » : the member's private calendar feed. The address is shown once, when made (only
 * its hash is kept); making a new one, after a confirmation, retires the old.
 */
export function CalendarFeed() {
  const { feed, failed, made, working, make, copy } = useCalendarFeed()
  const hasFeed = feed !== null && feed.createdAt !== null
  return (
    <section className="member-dinners" aria-labelledby="calendar-feed-title">
      <Heading as="h2" size="6" id="calendar-feed-title">
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
      {made ? (
        <MadeFeedLink made={made} onCopy={(url) => void copy(url)} />
      ) : feed !== null ? (
        <Text as="p" mt="2" color="gray">
          {feed.createdAt !== null ? fill(TEXTS.since, { date: frenchLongDate(feed.createdAt) }) : TEXTS.none}
        </Text>
      ) : null}
      {feed !== null ? <FeedAction hasFeed={hasFeed} working={working} onMake={() => void make()} /> : null}
    </section>
  )
}
