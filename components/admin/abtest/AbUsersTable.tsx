import { AB_TEXTS, DETAILS_TEXTS } from '@/domain/adminTexts'
import type { AbUser } from '@/domain/api/abtest'
import { frenchLongDate } from '@/domain/applicationStatus'

import { StatusPill } from '../common/StatusPill'

/** The users of one tab of the A/B view (SPEC §2): user, e-mail, group, completion, status, creation date. */
export function AbUsersTable({ users, caption }: { users: AbUser[]; caption: string }) {
  const C = AB_TEXTS.columns
  return (
    <div className="club-table-wrap">
      <table className="club-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.user}</th>
            <th scope="col">{C.email}</th>
            <th scope="col">{C.group}</th>
            <th scope="col">{C.completed}</th>
            <th scope="col">{C.status}</th>
            <th scope="col">{C.createdAt}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</th>
              <td>{user.email}</td>
              <td>{user.abTestGroup ?? AB_TEXTS.noGroup}</td>
              <td>{user.registrationCompleted ? DETAILS_TEXTS.yes : DETAILS_TEXTS.no}</td>
              <td>
                <StatusPill status={user.applicationStatus} unfinished={!user.registrationCompleted} />
              </td>
              <td>{frenchLongDate(user.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
