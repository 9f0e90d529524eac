import { applicationListRoute } from '@/server/admin/applicationListRoute'

export const dynamic = 'force-dynamic'

/** Registrations stopped before the end, with their step: read-only, never decided on. */
export const GET = applicationListRoute('unfinished')
