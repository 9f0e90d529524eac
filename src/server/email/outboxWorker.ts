import { getPayloadClient } from '../payload'
import { processWide } from '../processWide'
import { deliverDueMails } from './outbox'

const RETRY_EVERY_MS = 30_000

/** Retries queued mails in the background of a server instance (started once, by instrumentation). */
export function startMailRetries(): void {
  processWide('mailRetries', () =>
    setInterval(() => {
      getPayloadClient()
        .then((payload) => deliverDueMails(payload))
        .catch((error) => console.error('[mail] retry round failed', error))
    }, RETRY_EVERY_MS).unref(),
  )
}
