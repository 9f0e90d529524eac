import { RegistrationPage, registrationMetadata } from '@/app/(frontend)/_registration/RegistrationPage'
import type { WizardQuery } from '@/domain/wizardRoutes'

export const dynamic = 'force-dynamic'
export const metadata = registrationMetadata

export default async function Page({ searchParams }: { searchParams: Promise<WizardQuery> }) {
  return <RegistrationPage pathname="/registration-simple" query={await searchParams} />
}
