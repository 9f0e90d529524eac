import { apiRequest } from '@/client/api'
import type { MembershipView } from '@/domain/billing/membershipStates'
import type { PausePreview } from '@/domain/billing/pauseTexts'
import type { PlanChoice } from '@/domain/billing/planChangeTexts'
import type { PlanChanged } from '@/domain/billing/planChoices'

const PAUSE_URL = '/api/me/membership/pause'

/** « Mettre en pause »: what a pause of `months` would cancel, then the pause itself. */
export const pauseRequests = {
  preview: (months: number) => apiRequest<PausePreview>('GET', `${PAUSE_URL}?months=${months}`),
  confirm: (months: number) => apiRequest<MembershipView>('POST', PAUSE_URL, { months }),
}

/** « Changer de formule »: the change, answered with from when it counts. */
export const planRequests = {
  change: (choice: PlanChoice) => apiRequest<PlanChanged>('POST', '/api/me/membership/plan', choice),
}
