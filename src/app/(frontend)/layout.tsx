import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SITE_DEFAULTS } from '@/domain/brand'

export const metadata: Metadata = {
  title: { default: SITE_DEFAULTS.brandName, template: `%s · ${SITE_DEFAULTS.brandName}` },
  description: SITE_DEFAULTS.tagline,
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  )
}
