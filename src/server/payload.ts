import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance (Local API), created once per process. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
