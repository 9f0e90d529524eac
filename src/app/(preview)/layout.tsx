import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { fontVariables } from '@components/ui/fonts'
import { ThemeRoot } from '@components/ui/ThemeRoot'

import { nonceOf } from '@/server/serving/securityHeaders'

import { SiteRadixStyles } from '../(frontend)/SiteRadixStyles'
import { SiteStylesheet } from '../(frontend)/SiteStylesheet'

/**
 * The root of the editors' previews, shown in a frame of the admin: the site's stylesheet, faces
 * and Radix theme, without its header, footer or cookie banner, so that a part of a page shows
 * exactly as visitors will see it.
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default async function PreviewLayout({ children }: { children: ReactNode }) {
  const nonce = nonceOf((await headers()).get('content-security-policy'))
  return (
    <html lang="fr" className={fontVariables} suppressHydrationWarning>
      <head>
        <SiteStylesheet nonce={nonce} />
      </head>
      <body>
        <SiteRadixStyles>
          <ThemeRoot>
            <main>{children}</main>
          </ThemeRoot>
        </SiteRadixStyles>
      </body>
    </html>
  )
}
