import { describe, expect, it } from 'vitest'

import { serverFloorProblems } from '../../tooling/checks/serverFloors'

/** A module as dependency-cruiser reports it, with only what the check reads. */
const moduleOf = (source: string, ...imports: string[]) => ({ source, dependencies: imports.map((resolved) => ({ resolved })) })

describe('src/server floors (npm run lint:deps)', () => {
  it('lets imports point down and a dinners sub-feature stand on its base', () => {
    const modules = [
      moduleOf('src/server/jobs/tasks.ts', 'src/server/dinners/reminders/reminders.ts', 'src/server/queue/enqueue.ts'),
      moduleOf('src/server/dinners/reminders/reminders.ts', 'src/server/dinners/base/reminderJobs.ts', 'src/server/db/transaction.ts'),
      moduleOf('src/server/dinners/base/bookings.ts', 'src/server/dinners/base/pause.ts', 'node_modules/zod/index.js'),
    ]
    expect(serverFloorProblems(modules)).toEqual([])
  })

  it('refuses an import running back up, to a neighbour on the same floor, or from a folder given no floor', () => {
    const modules = [
      moduleOf('src/server/db/outage.ts', 'src/server/http/errors.ts'),
      moduleOf('src/server/account/dataRights.ts', 'src/server/newsletter/sending.ts'),
      moduleOf('src/server/payments/checkout.ts'),
    ]
    expect(serverFloorProblems(modules)).toEqual([
      'src/server/db/outage.ts → src/server/http/errors.ts: db/ may import only from the floors below its own',
      'src/server/account/dataRights.ts → src/server/newsletter/sending.ts: account/ may import only from the floors below its own',
      'src/server/payments/checkout.ts: payments/ has no floor in SERVER_FLOORS (tooling/checks/serverFloors.ts)',
    ])
  })

  it('refuses a dinners sub-feature reaching into a sibling, the base reaching up into one, and a loose dinners file', () => {
    const modules = [
      moduleOf('src/server/dinners/tables/tables.ts', 'src/server/dinners/afterwards/conductReports.ts'),
      moduleOf('src/server/dinners/base/bookings.ts', 'src/server/dinners/reminders/reminders.ts'),
      moduleOf('src/server/dinners/payments.ts'),
    ]
    expect(serverFloorProblems(modules)).toEqual([
      'src/server/dinners/tables/tables.ts → src/server/dinners/afterwards/conductReports.ts: a dinners sub-feature imports base/ and nothing of its siblings',
      'src/server/dinners/base/bookings.ts → src/server/dinners/reminders/reminders.ts: a dinners sub-feature imports base/ and nothing of its siblings',
      "src/server/dinners/payments.ts: the dinners' code lives in a sub-feature's folder",
    ])
  })
})
