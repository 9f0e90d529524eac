import type { CollectionAfterReadHook } from 'payload'

/** Keys the database adapter adds to group rows for its own bookkeeping. */
const INTERNAL_KEYS = ['_uuid']

function strip(value: unknown): void {
  if (Array.isArray(value)) value.forEach(strip)
  else if (value && typeof value === 'object') {
    for (const key of INTERNAL_KEYS) delete (value as Record<string, unknown>)[key]
    Object.values(value).forEach(strip)
  }
}

/**
 * Payload's login reads the user row raw, and the adapter's `_uuid` markers on its groups reach
 * the answer (ours and /cms-api's): a record never carries them out.
 */
export const stripInternalKeys: CollectionAfterReadHook = ({ doc }) => {
  strip(doc)
  return doc
}
