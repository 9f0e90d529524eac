'use client'

import { useEffect, useState } from 'react'

import { Button } from '@components/ui/Button'
import { ConfirmDialog } from '@components/ui/ConfirmDialog'
import { TextInput } from '@components/ui/fields/TextInput'
import { toast } from '@components/ui/Toast'
import { Flex, Heading, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { fill } from '@/domain/fill'
import { CALENDAR_FEED_TEXTS as TEXTS } from '@/domain/dinners'
import { frenchLongDate } from '@/domain/applicationStatus'

type Feed = { createdAt: string | null }
type MadeFeed = { url: string; webcal: string; createdAt: string }

/**
 * « Mon agenda » : the member's private calendar feed. The address is shown once, when made (only
 * its hash is kept); making a new one, after a confirmation, retires the old.
 */
export function CalendarFeed() {
  const [feed, setFeed] = useState<Feed | null | 'failed'>(null)
  const [made, setMade] = useState<MadeFeed | null>(null)
  const [working, setWorking] = useState(false)

  useEffect(() => {
    let mounted = true
    apiRequest<Feed>('GET', '/api/me/calendar-feed').then(
      (state) => mounted && setFeed(state),
      () => mounted && setFeed('failed'),
    )
    return () => {
      mounted = false
    }
  }, [])

  const make = async () => {
    setWorking(true)
    try {
      const next = await apiRequest<MadeFeed>('POST', '/api/me/calendar-feed', {})
      setMade(next)
      setFeed({ createdAt: next.createdAt })
    } catch (error) {
      toast({ title: TEXTS.heading, description: errorMessage(error), variant: 'destructive' })
    } finally {
      setWorking(false)
    }
  }
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url)
    toast({ title: TEXTS.heading, description: TEXTS.copied })
  }

  const hasFeed = feed !== null && feed !== 'failed' && feed.createdAt !== null
  return (
    <section className="member-dinners" aria-labelledby="calendar-feed-title">
      <Heading as="h2" size="6" id="calendar-feed-title">
        {TEXTS.heading}
      </Heading>
      <Text as="p" mt="2">
        {TEXTS.intro}
      </Text>
      {feed === 'failed' ? (
        <Text as="p" mt="2" role="alert">
          {TEXTS.failed}
        </Text>
      ) : null}
      {made ? (
        <div className="calendar-feed__made">
          <TextInput name="calendar-feed" label={TEXTS.label} value={made.url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Flex gap="2" wrap="wrap">
            <Button asChild>
              <a href={made.webcal}>{TEXTS.subscribe}</a>
            </Button>
            <Button variant="outline" onClick={() => void copy(made.url)}>
              {TEXTS.copy}
            </Button>
          </Flex>
        </div>
      ) : feed !== null && feed !== 'failed' ? (
        <Text as="p" mt="2" color="gray">
          {hasFeed ? fill(TEXTS.since, { date: frenchLongDate(feed.createdAt as string) }) : TEXTS.none}
        </Text>
      ) : null}
      {feed !== null && feed !== 'failed' ? (
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
              onConfirm={() => void make()}
            />
          ) : (
            <Button onClick={() => void make()} disabled={working}>
              {working ? TEXTS.working : TEXTS.create}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  )
}
