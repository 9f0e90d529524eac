import { DINNER_ALERT_TEXTS } from '@/domain/dinnerAlerts'
import { fillCount } from '@/domain/plural'
import { THEMES } from '@/domain/themes'

/** « Membres à prévenir », for the team only: how many approved members asked to be told of a dinner on each theme. */
export function AlertDemandPanel({ counts }: { counts: Readonly<Record<string, number>> }) {
  return (
    <section aria-labelledby="dinner-alert-demand" className="club-dinners__section">
      <h2 id="dinner-alert-demand">{DINNER_ALERT_TEXTS.teamHeading}</h2>
      <p className="club-card__note">{DINNER_ALERT_TEXTS.teamIntro}</p>
      <ul className="club-alert-demand">
        {THEMES.map((theme) => (
          <li key={theme.id}>
            <span className="club-article__dot" style={{ background: theme.color }} aria-hidden /> {theme.title}
            {'\u00a0: '}
            <strong>{fillCount(DINNER_ALERT_TEXTS.teamCount, counts[theme.id] ?? 0)}</strong>
          </li>
        ))}
      </ul>
    </section>
  )
}
