import { applicationListRoute } from '@/server/admin/applicationListRoute'

export const dynamic = 'force-dynamic'

export const GET = applicationListRoute('approved')
