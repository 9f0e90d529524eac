'use client'

import { LoadStatus } from '@components/site/LoadStatus'
import { Card } from '@components/ui/Card'
import { KitTheme } from '@components/ui/KitTheme'
import { Heading, Text } from '@components/ui/typography'

import { apiRequest } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { DINNER_ALERT_PATHS, DINNER_ALERT_TEXTS, type DinnerAlertSettings as Settings } from '@/domain/dinnerAlerts'

import { DinnerAlertForm } from './DinnerAlertForm'

type Answer = { message: string }

/** « Prévenez-moi » in the member's space: read once shown, saved or stopped with its own buttons. */
export function DinnerAlertSettings() {
  const { load, retry } = useLoad<Settings>(DINNER_ALERT_PATHS.preference, DINNER_ALERT_TEXTS.loadFailed)
  return (
    <KitTheme>
      <Card mt="6" asChild>
        <section aria-labelledby="dinner-alerts-title">
          <Heading as="h2" size="5" id="dinner-alerts-title">
            {DINNER_ALERT_TEXTS.spaceHeading}
          </Heading>
          <Text as="p" size="2" color="gray" mt="1" mb="3">
            {DINNER_ALERT_TEXTS.spaceIntro}
          </Text>
          {load.state === 'ready' ? (
            <DinnerAlertForm
              initial={load.data.choice}
              cities={load.data.cities}
              onSave={async (choice) => (await apiRequest<Answer>('PUT', DINNER_ALERT_PATHS.preference, choice)).message}
              onClear={async () => (await apiRequest<Answer>('DELETE', DINNER_ALERT_PATHS.preference)).message}
            />
          ) : (
            <LoadStatus load={load} loadingText={DINNER_ALERT_TEXTS.loading} height="16rem" onRetry={retry} />
          )}
        </section>
      </Card>
    </KitTheme>
  )
}
