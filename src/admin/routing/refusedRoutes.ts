import { headers } from 'next/headers'
import type { SanitizedConfig } from 'payload'

import { canEnterAdminPanel, REFUSAL_PATH } from '@/domain/roles'
import { getPayloadClient } from '@/server/payload'

type Segments = { segments: string[] }

/**
 * The admin's route to render for these segments: the same, unless it is a collection's or a
 * global's screen that `admin.hidden` keeps from the team member asking (an editor on the
 * accounts, the dinners, the settings…). Payload answers those « Pas trouvé »; they get the same
 * « Accès refusé » as on our own views, at the same address. A visitor and an applicant are left
 * to Payload (its login, its refusal), and so is what no role sees (its internal collections).
 */
export async function refusedOr(config: Promise<SanitizedConfig>, params: Promise<Segments>): Promise<Segments> {
  const asked = await params
  const [area, slug] = asked.segments ?? []
  if ((area !== 'collections' && area !== 'globals') || !slug) return asked
  const entities: Array<{ slug: string; admin?: { hidden?: unknown } }> =
    area === 'collections' ? (await config).collections : (await config).globals
  const hidden = entities.find((entity) => entity.slug === slug)?.admin?.hidden
  if (typeof hidden !== 'function') return asked
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!canEnterAdminPanel(user) || !hidden({ user })) return asked
  return { segments: [REFUSAL_PATH.slice(1)] }
}
