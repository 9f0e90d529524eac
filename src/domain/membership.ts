/**
 * Only an approved applicant is a member: the team's accounts do not book. A module of
 * its own: the header's button asks it on every page, and needs none of the statuses' texts.
 */
export function isMember(user: { role?: string | null; applicationStatus?: string | null }): boolean {
  return user.role === 'applicant' && user.applicationStatus === 'approved'
}
