'use client'

import { Button } from '@payloadcms/ui'

import { EVENING_TEAM_TEXTS, eveningCountsText } from '@/domain/dinnerAdminTexts'
import { eveningPath } from '@/domain/evening'
import { PENDING_LABELS } from '@/domain/ui'

import { useEveningHosts } from './useEveningHosts'
import { LoadStatus } from '../../common/LoadStatus'

/**
 * « Hôtes et soirée » on a dinner's page: the hosts the team named (named and removed here, each
 * in the Journal), the link to the screen they use, and during the evening the counts at the door.
 */
export function EveningHostsPanel({ dinnerId, live }: { dinnerId: number; live: boolean }) {
  const { load, retry, email, setEmail, pending, add, remove } = useEveningHosts(dinnerId, live)
  const view = load.state === 'ready' ? load.data : null
  return (
    <section className="club-panel" aria-labelledby="evening-hosts-title">
      <h2 className="club-panel__title" id="evening-hosts-title">
        {EVENING_TEAM_TEXTS.heading}
      </h2>
      <p className="club-hint">
        {EVENING_TEAM_TEXTS.intro} <a href={eveningPath(dinnerId)}>{EVENING_TEAM_TEXTS.screenLink}</a>
      </p>
      <LoadStatus load={load} loadingText={EVENING_TEAM_TEXTS.loading} onRetry={retry} />
      {view ? (
        <>
          <p role="status" className="club-evening__counts">
            {eveningCountsText(view.counts)}
          </p>
          {view.hosts.length === 0 ? <p className="club-muted">{EVENING_TEAM_TEXTS.noHost}</p> : null}
          <ul className="club-evening__hosts">
            {view.hosts.map((host) => (
              <li key={host.id}>
                {host.name} ({host.email}){' '}
                <Button buttonStyle="secondary" size="small" margin={false} disabled={pending !== null} onClick={() => remove(host.id)}>
                  {pending === host.id ? PENDING_LABELS.saving : EVENING_TEAM_TEXTS.remove}
                </Button>
              </li>
            ))}
          </ul>
          <form
            className="club-evening__add"
            onSubmit={(event) => {
              event.preventDefault()
              add()
            }}
          >
            <label htmlFor="evening-host-email" className="club-field__label">
              {EVENING_TEAM_TEXTS.emailLabel}
            </label>
            <input id="evening-host-email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
            <Button type="submit" buttonStyle="primary" margin={false} disabled={pending !== null || email.trim() === ''}>
              {pending === 'add' ? PENDING_LABELS.saving : EVENING_TEAM_TEXTS.add}
            </Button>
          </form>
        </>
      ) : null}
    </section>
  )
}
