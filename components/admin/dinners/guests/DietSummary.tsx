import { type DietaryGuest, summariseDiets } from '@/domain/dietary'
import { DINNER_VIEW_TEXTS } from '@/domain/dinnerAdminTexts'
import { fillCount } from '@/domain/plural'

/** The dinner's dietary needs for the restaurant: counts per allergy and preference, the guests' notes, the unknown +1s. */
export function DietSummary({ guests }: { guests: DietaryGuest[] }) {
  const { allergies, preferences, notes, unknownGuests } = summariseDiets(guests)
  const list = (title: string, entries: { label: string; count: number }[]) =>
    entries.length > 0 ? (
      <div className="club-facts__row">
        <dt>{title}</dt>
        <dd>{entries.map((entry) => `${entry.label} × ${entry.count}`).join(', ')}</dd>
      </div>
    ) : null
  return (
    <section className="club-panel" aria-labelledby="diets-title">
      <h2 className="club-panel__title" id="diets-title">
        {DINNER_VIEW_TEXTS.diets}
      </h2>
      {allergies.length + preferences.length + notes.length === 0 ? <p>{DINNER_VIEW_TEXTS.dietsNone}</p> : null}
      <dl className="club-facts">
        {list(DINNER_VIEW_TEXTS.allergies, allergies)}
        {list(DINNER_VIEW_TEXTS.preferences, preferences)}
        {notes.length > 0 ? (
          <div className="club-facts__row">
            <dt>{DINNER_VIEW_TEXTS.otherDiets}</dt>
            <dd>
              <ul className="club-plain-list">
                {notes.map((note, index) => (
                  <li key={index}>{note}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {unknownGuests > 0 ? <p className="club-hint">{fillCount(DINNER_VIEW_TEXTS.unknownGuests, unknownGuests)}</p> : null}
    </section>
  )
}
