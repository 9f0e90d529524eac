import type { ServerProps } from 'payload'

import { ADMIN_NAV } from '@/domain/adminTexts'
import { ADMIN_VIEWS, roleOf } from '@/domain/roles'

import { ClubNavGroup } from '@components/admin/nav/ClubNavGroup'

const LABELS = {
  dashboard: ADMIN_NAV.dashboard,
  abtest: ADMIN_NAV.abtest,
  articles: ADMIN_NAV.articles,
  dinners: ADMIN_NAV.dinners,
} as const

/** Our views in Payload's navigation, before the collections: only those the user's role may open. */
export function ClubNavLinks({ user }: ServerProps) {
  const role = roleOf(user)
  const links = (Object.keys(ADMIN_VIEWS) as Array<keyof typeof ADMIN_VIEWS>)
    .filter((key) => role && (ADMIN_VIEWS[key].roles as readonly string[]).includes(role))
    .map((key) => ({ href: ADMIN_VIEWS[key].path, label: LABELS[key] }))
  return links.length ? <ClubNavGroup label={ADMIN_NAV.group} links={links} /> : null
}
