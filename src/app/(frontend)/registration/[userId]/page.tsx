import { RegistrationPage, registrationMetadata } from '@/app/(frontend)/_registration/RegistrationPage'
import type { WizardQuery } from '@/domain/wizardRoutes'

export const dynamic = 'force-dynamic'
export const metadata = registrationMetadata

export default async function Page({ params, searchParams }: { params: Promise<{ userId: string }>; searchParams: Promise<WizardQuery> }) {
  const { userId } = await params
  return <RegistrationPage pathname="/registration" query={await searchParams} userIdInPath={userId} />
}
