'use client'

import { useState } from 'react'

import { AB_TEXTS } from '@/domain/adminTexts'
import type { AbTestStats, AbUser } from '@/domain/api/abtest'
import { fill } from '@/domain/fill'
import type { Page } from '@/domain/paging'
import { AB_USER_TAB_LABELS, AB_USER_TABS, type AbUserTab, abUsersUrl } from '@/domain/review'

import { AbUsersTable } from './AbUsersTable'
import { ComparisonPanel } from './ComparisonPanel'
import { GroupStatCard } from './GroupStatCard'
import { AdminTabs } from '../common/AdminTabs'
import { PagedResults } from '../common/PagedResults'
import { StatCard } from '../common/StatCard'
import { usePagedList } from '../common/usePagedList'

/** /admin/abtest (SPEC §2 A/B statistics, DESIGN §6): the groups, the comparison, and the users by group. */
export function AbTestDashboard({ stats, initial }: { stats: AbTestStats; initial: { url: string; page: Page<AbUser> } }) {
  const [group, setGroup] = useState<AbUserTab>('all')
  const [pageNumber, setPageNumber] = useState(1)
  const list = usePagedList<AbUser>(abUsersUrl(group, pageNumber), initial)
  const counts: Record<AbUserTab, number> = {
    all: stats.totalUsers,
    A: stats.groupA.count,
    B: stats.groupB.count,
    control: stats.controlGroup.count,
  }
  return (
    <div className="club-abtest">
      <header className="club-view__header">
        <h1 className="club-view__title">{AB_TEXTS.title}</h1>
        <p className="club-view__intro">{AB_TEXTS.intro}</p>
      </header>

      <section className="club-stats" aria-label={AB_TEXTS.title}>
        <StatCard label={AB_TEXTS.totalUsers} value={stats.totalUsers.toLocaleString('fr-FR')} />
        <GroupStatCard label={AB_TEXTS.groups.A} stats={stats.groupA} />
        <GroupStatCard label={AB_TEXTS.groups.B} stats={stats.groupB} />
        <GroupStatCard label={AB_TEXTS.groups.control} stats={stats.controlGroup} note={AB_TEXTS.controlNote} />
      </section>

      <ComparisonPanel comparison={stats.comparison} />

      <AdminTabs
        label={AB_TEXTS.title}
        value={group}
        onChange={(next) => {
          setGroup(next)
          setPageNumber(1)
        }}
        tabs={AB_USER_TABS.map((key) => ({ key, label: AB_USER_TAB_LABELS[key], count: counts[key] }))}
      >
        <PagedResults
          list={list}
          texts={{ loading: AB_TEXTS.loading, failed: AB_TEXTS.loadFailed, empty: AB_TEXTS.empty }}
          onPage={setPageNumber}
        >
          {(users) => <AbUsersTable users={users} caption={fill(AB_TEXTS.tableLabel, { group: AB_USER_TAB_LABELS[group] })} />}
        </PagedResults>
      </AdminTabs>
    </div>
  )
}
