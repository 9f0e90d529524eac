import { RegistrationScreen } from '@components/registration/RegistrationScreen'

import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'
import { PAGE_SEO } from '@/domain/pageSeo'
import type { WizardQuery } from '@/domain/wizardRoutes'
import { pageMetadata } from '@/server/seo'
import { cachedSiteSettings } from '@/server/settings/cachedSiteSettings'

export const registrationMetadata = pageMetadata(PAGE_SEO.registration)

/**
 * The server side of every wizard route: the same HTML for everyone, with a visitor's step 1
 * already in it; the session is read by the browser (RegistrationScreen), so these pages are
 * served like the public ones.
 */
export async function RegistrationPage({ pathname, query, userIdInPath }: { pathname: string; query: WizardQuery; userIdInPath?: string }) {
  const { brand, contactEmail } = await cachedSiteSettings()
  return (
    <>
      <noscript>
        <div className="site-container wizard-noscript" role="alert">
          {WIZARD_TEXTS.noScript} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </div>
      </noscript>
      <RegistrationScreen pathname={pathname} query={query} userIdInPath={userIdInPath} brand={brand} />
    </>
  )
}
