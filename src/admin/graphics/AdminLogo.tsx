import type { ServerProps } from 'payload'

import { LogoMark } from '@components/ui/LogoMark'

import { getSiteSettings } from '@/server/settings/siteSettings'

/** The club's mark and name on the admin's login page (Payload's graphics.Logo). */
export async function AdminLogo({ payload }: ServerProps) {
  const { brandName } = await getSiteSettings(payload)
  return (
    <span className="club-logo">
      <LogoMark size={56} />
      <span className="club-logo__name">{brandName}</span>
      <span className="club-logo__role">Administration</span>
    </span>
  )
}
