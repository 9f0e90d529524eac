import { redirect } from 'next/navigation'

import { variantFromQuery } from '@/domain/abtest'
import { namesStepExplicitly, requestedStep, stepToShow, type WizardQuery } from '@/domain/wizardRoutes'
import { pageUser } from '@/server/auth/pageSession'
import { pageMetadata } from '@/server/seo'
import { cachedSiteSettings } from '@/server/settings/siteSettings'
import { toUserRecord } from '@/server/users/record'

import { RegistrationScreen } from './RegistrationScreen'

export const registrationMetadata = {
  ...pageMetadata({
    title: 'Adhésion',
    description: 'Demandez votre adhésion au cercle : votre profil, vos centres d’intérêt et votre place à table, en quelques minutes.',
    path: '/inscription',
  }),
}

/**
 * The server side of every wizard route: the session's account decides the step (resume at the
 * first incomplete one); a userId that is not the session's own never shows that account.
 */
export async function RegistrationPage({ pathname, query, userIdInPath }: { pathname: string; query: WizardQuery; userIdInPath?: string }) {
  const user = await pageUser()
  const askedId = userIdInPath ?? query.userId
  if (askedId && (!user || String(user.id) !== askedId)) redirect('/login')
  const account = user && user.role === 'applicant' ? toUserRecord(user) : null
  const step = stepToShow(requestedStep(pathname, query), account, namesStepExplicitly(pathname, query, askedId))
  const { brandName } = await cachedSiteSettings()
  return (
    <RegistrationScreen
      account={account}
      initialStep={step}
      prefillEmail={query.email}
      brandName={brandName}
      variantFromUrl={variantFromQuery(query)}
    />
  )
}
