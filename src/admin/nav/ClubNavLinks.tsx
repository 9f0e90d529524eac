import type { ServerProps } from 'payload'

import { ClubNavGroup } from '@components/admin/nav/ClubNavGroup'

import { ADMIN_NAV } from '@/domain/adminTexts'
import { unreadReports } from '@/domain/conductReports'
import { ADMIN_VIEWS, roleOf } from '@/domain/roles'
import { unreadReportCount } from '@/server/dinners/afterwards/conductReports'

const LABELS = {
  dashboard: ADMIN_NAV.dashboard,
  abtest: ADMIN_NAV.abtest,
  articles: ADMIN_NAV.articles,
  dinners: ADMIN_NAV.dinners,
  memberships: ADMIN_NAV.memberships,
  journal: ADMIN_NAV.journal,
} as const

/**
 * Our views in Payload's navigation, before the collections: only those the user's role may open.
 * An admin's /admin is named by its page (« Candidatures »), an editor's is their dashboard.
 * An admin sees beside « Dîners » how many members' reports nobody has read yet.
 */
export async function ClubNavLinks({ user, payload }: ServerProps) {
  const role = roleOf(user)
  const unread = role === 'admin' ? await unreadReportCount(payload) : 0
  const label = (key: keyof typeof LABELS) => {
    if (key === 'dashboard' && role !== 'admin') return ADMIN_NAV.editorDashboard
    return key === 'dinners' && unread > 0 ? `${LABELS[key]} · ${unreadReports(unread)}` : LABELS[key]
  }
  const links = (Object.keys(ADMIN_VIEWS) as Array<keyof typeof ADMIN_VIEWS>)
    .filter((key) => role && (ADMIN_VIEWS[key].roles as readonly string[]).includes(role))
    .map((key) => ({ href: ADMIN_VIEWS[key].path, label: label(key) }))
  return links.length ? <ClubNavGroup label={ADMIN_NAV.group} links={links} /> : null
}
