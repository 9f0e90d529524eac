import { isMember } from '@/domain/membership'
import { SPONSORSHIP_ERRORS } from '@/domain/sponsorship'
import type { User } from '@/payload-types'

import { ApiError } from '../http/errors'

/** Only an approved member sponsors or warns the team: an applicant is not in the club yet, the team does not sponsor. */
export function requireSponsor(user: User): User {
  if (!isMember(user)) throw new ApiError(403, SPONSORSHIP_ERRORS.notMember)
  return user
}
