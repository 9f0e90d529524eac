import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** The Payload instance (Local API), created once per process. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
