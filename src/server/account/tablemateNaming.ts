import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** The member's choice in their space: whether their tablemates' briefs give their first name. */
export async function setTablemateNaming(payload: Payload, user: User, named: boolean): Promise<void> {
  await payload.update({
    collection: 'users',
    id: user.id,
    user,
    overrideAccess: false,
    data: { namedToTablemates: named },
    context: { flow: 'profile' },
  })
}
