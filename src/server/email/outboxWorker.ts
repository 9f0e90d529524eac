import { getPayloadClient } from '../payload'
import { processWide } from '../processWide'
import { deliverDueMails } from './outbox'

const PAUSE_BETWEEN_ROUNDS_MS = 30_000

/**
 * Retries queued mails in the background of a server instance (started once, by instrumentation).
 * The next round is planned when the previous one has ended, so that rounds never overlap.
 */
export function startMailRetries(): void {
  processWide('mailRetries', () => {
    const round = () =>
      getPayloadClient()
        .then((payload) => deliverDueMails(payload))
        .catch((error) => console.error('[mail] retry round failed', error))
        .finally(() => setTimeout(round, PAUSE_BETWEEN_ROUNDS_MS).unref())
    return setTimeout(round, PAUSE_BETWEEN_ROUNDS_MS).unref()
  })
}
