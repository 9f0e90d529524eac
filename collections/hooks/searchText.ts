import type { FieldHook } from 'payload'

import { userSearchText } from '@/domain/search'

/** Recomputed from the record on every write, whatever a client sent for it. */
export const computeSearchText: FieldHook = ({ siblingData, originalDoc }) =>
  userSearchText({ ...(originalDoc ?? {}), ...(siblingData ?? {}) })
