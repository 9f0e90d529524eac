import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { AnalyticsConsent } from '@components/site/consent/AnalyticsConsent'
import { CookieBanner } from '@components/site/consent/CookieBanner'
import { ScrollToTop } from '@components/site/layout/ScrollToTop'
import { SiteFooter } from '@components/site/layout/SiteFooter'
import { SiteHeader } from '@components/site/layout/SiteHeader'
import { facesAfterFirstPaint, fontVariables } from '@components/ui/fonts'
import { KitSettingsProvider } from '@components/ui/kitSettings'
import { ThemeRoot } from '@components/ui/ThemeRoot'
import { Toaster } from '@components/ui/Toast'

import { SITE_DEFAULTS } from '@/domain/brand'
import { KIT_SETTINGS } from '@/domain/ui'
import { metadataBase } from '@/server/seo'
import { nonceOf } from '@/server/serving/securityHeaders'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

import { FAVICON } from './favicon'
import { SiteRadixStyles } from './SiteRadixStyles'
import { SiteStylesheet } from './SiteStylesheet'

/**
 * Pages are rendered on request, never at build time, so that Next writes the request's CSP nonce
 * on its scripts (src/server/serving/securityHeaders.ts); the content they read is cached (cache
 * tags), and the production server keeps a rendered public page for a few minutes
 * (src/server/serving/microCache.ts), each answer from it with a nonce of its own (nonceCopy.ts).
 */
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  metadataBase: metadataBase(),
  title: { default: SITE_DEFAULTS.brandName, template: `%s · ${SITE_DEFAULTS.brandName}` },
  description: SITE_DEFAULTS.tagline,
  icons: { icon: FAVICON },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const settings = await cachedSiteSettings()
  const nonce = nonceOf((await headers()).get('content-security-policy'))
  return (
    // site.css scrolls smoothly to an anchor; this attribute lets Next turn that off during a route
    // change, else its scroll to the new page is animated and can end 2 px down (scroll-padding-top).
    // The faces' script below sets their variables on this element until the page has painted.
    <html lang="fr" className={fontVariables} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: facesAfterFirstPaint }} />
        <SiteStylesheet nonce={nonce} />
      </head>
      <body>
        <KitSettingsProvider settings={KIT_SETTINGS}>
          <SiteRadixStyles>
            <ThemeRoot>
              <a href="#contenu" className="skip-link">
                Aller au contenu
              </a>
              <ScrollToTop />
              <SiteHeader brandName={settings.brandName} />
              <main id="contenu" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter settings={settings} />
              <CookieBanner nonce={nonce} />
              <AnalyticsConsent />
              <Toaster />
            </ThemeRoot>
          </SiteRadixStyles>
        </KitSettingsProvider>
      </body>
    </html>
  )
}
