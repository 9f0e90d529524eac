import type { User } from '@/payload-types'

/**
 * The user as the API answers it: SPEC §3 "User record as read" (bio is the presentation),
 * plus what the wizard needs to prefill its steps. Never the hash, sessions or lock fields.
 */
export function toUserRecord(user: User) {
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    /** Whether the holder proved the address is theirs (DESIGN §4), and a new one awaiting proof. */
    emailVerified: Boolean(user.emailVerifiedAt),
    emailVerifiedAt: user.emailVerifiedAt ?? null,
    pendingEmail: user.pendingEmail ?? null,
    phone: user.phone ?? '',
    birthDate: user.birthDate ?? '',
    identity: user.identity ?? null,
    address: user.address ?? '',
    postalCode: user.postalCode ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    sector: user.sector ?? null,
    company: user.company ?? '',
    currentJob: user.currentJob ?? '',
    languages: user.languages ?? [],
    themes: user.themes ?? [],
    linkedin: user.linkedin ?? '',
    bio: user.presentation ?? '',
    newsletter: Boolean(user.newsletter),
    /** Whether their tablemates' briefs give their first name (the member's choice; on unless they said no). */
    namedToTablemates: user.namedToTablemates !== false,
    pricingPlan: user.pricingPlan ?? null,
    personalityResponses: user.personalityResponses ?? null,
    dietaryInfo: user.dietaryInfo ?? null,
    hasPassword: user.hasPassword !== false,
    source: user.source ?? null,
    createdAt: user.createdAt,
    registrationCompleted: Boolean(user.registrationCompleted),
    registrationStep: user.registrationStep ?? 1,
    applicationStatus: user.applicationStatus ?? 'pending',
    rulesAcceptedAt: user.rulesAcceptedAt ?? null,
    reviewedAt: user.reviewedAt ?? null,
    reviewNotes: user.reviewNotes ?? null,
    abTestGroup: user.abTestGroup ?? null,
  }
}

export type UserRecord = ReturnType<typeof toUserRecord>
