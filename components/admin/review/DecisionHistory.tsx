import { DETAILS_TEXTS } from '@/domain/adminTexts'
import type { DecisionEntry } from '@/domain/api/applications'
import { frenchLongDate } from '@/domain/applicationStatus'
import { fill } from '@/domain/fill'

/**
 * Every decision on the application, oldest first, once there are two or more: a changed decision
 * keeps the first, and says who changed it, when and why.
 */
export function DecisionHistory({ decisions }: { decisions: DecisionEntry[] }) {
  if (decisions.length < 2) return null
  return (
    <>
      <h4 className="club-details__subheading">{DETAILS_TEXTS.history}</h4>
      <ol className="club-history">
        {decisions.map((entry) => (
          <li key={entry.at}>
            <p>
              {fill(DETAILS_TEXTS.historyEntry, {
                decision: DETAILS_TEXTS.decisions[entry.status],
                date: frenchLongDate(entry.at),
                by: entry.by ?? DETAILS_TEXTS.someone,
              })}
            </p>
            {entry.reason ? <p className="club-muted">{fill(DETAILS_TEXTS.historyReason, { reason: entry.reason })}</p> : null}
            {entry.notes ? <p className="club-muted">{fill(DETAILS_TEXTS.historyNotes, { notes: entry.notes })}</p> : null}
          </li>
        ))}
      </ol>
    </>
  )
}
