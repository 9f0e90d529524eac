'use client'

import { Pill } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { REPORTS_ANCHOR } from '@/domain/conductReports'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'
import { LANGUAGES } from '@/domain/profile'
import type { TableReport, TableSizeBounds } from '@/domain/tables'
import { balanceLabel, BALANCE_THRESHOLDS, TABLE_TEXTS } from '@/domain/tableTexts'

const languageLabel = (code: string) => LANGUAGES.find((language) => language.value === code)?.label ?? code

type Props = {
  index: number
  report: TableReport
  bounds: TableSizeBounds
  /** First names by guest id, to name colleagues and past pairs. */
  names: Record<string, string>
  /** The guests' chips (GuestChip), in a list. */
  children: ReactNode
  drop?: { setNodeRef: (node: HTMLElement | null) => void; isOver: boolean }
  /** Guests a premium member brings: they take a seat at the table too. */
  companions?: number
  /** The names of the guests who left this table since it was composed: each seat shows empty, marked. */
  vacated?: string[]
  /** The dinner has begun: what the table was, a report between tablemates a thing to read rather than a seat to change. */
  readOnly?: boolean
}

/** A table's indicators: how diverse, which language all share, how balanced. */
function TableIndicators({ report }: { report: TableReport }) {
  const balance =
    report.imbalance <= BALANCE_THRESHOLDS.good ? 'success' : report.imbalance <= BALANCE_THRESHOLDS.fair ? 'warning' : 'error'
  return (
    <dl className="club-table-card__indicators">
      <div>
        <dt>{TABLE_TEXTS.diversity}</dt>
        <dd>
          <meter min={0} max={100} value={report.diversityScore} aria-hidden />{' '}
          {fill(TABLE_TEXTS.diversityValue, { score: Math.round(report.diversityScore) })}
        </dd>
      </div>
      <div>
        <dt>{TABLE_TEXTS.language}</dt>
        <dd>
          {report.sharedLanguages.length > 0 ? (
            report.sharedLanguages.map(languageLabel).join(', ')
          ) : (
            <Pill pillStyle="error">{TABLE_TEXTS.noLanguage}</Pill>
          )}
        </dd>
      </div>
      <div>
        <dt>{TABLE_TEXTS.balance}</dt>
        <dd>
          <Pill size="small" pillStyle={balance}>
            {balanceLabel(report.imbalance)}
          </Pill>
        </dd>
      </div>
    </dl>
  )
}

/** One table of a dinner: its guests and its indicators (diversity, a shared language, balance). */
export function TableCard({ index, report, bounds, names, children, drop, companions = 0, vacated = [], readOnly = false }: Props) {
  const size = report.guestIds.length + companions
  const titleId = `table-${index + 1}-title`
  const outOfBounds = size < bounds.min || size > bounds.max
  const nameList = (ids: string[]) => ids.map((id) => names[id] ?? id).join(', ')
  return (
    <section ref={drop?.setNodeRef} className={`club-table-card${drop?.isOver ? ' club-table-card--over' : ''}`} aria-labelledby={titleId}>
      <header className="club-table-card__header">
        <h3 id={titleId}>{fill(TABLE_TEXTS.table, { number: index + 1 })}</h3>
        <span className="club-table-card__count">
          {fillCount(TABLE_TEXTS.guestCount, report.guestIds.length)}
          {companions > 0 ? ` ${fillCount(TABLE_TEXTS.companions, companions)}` : ''}
        </span>
      </header>
      <TableIndicators report={report} />
      {outOfBounds ? (
        <p className="club-table-card__warning">{fill(TABLE_TEXTS.sizeOutOfBounds, { min: bounds.min, max: bounds.max })}</p>
      ) : null}
      {report.companyConflicts.map((conflict) => (
        <p key={conflict.company} className="club-table-card__warning">
          {fill(TABLE_TEXTS.colleagues, { names: nameList(conflict.guestIds) })}
        </p>
      ))}
      {report.apartPairs.map((pair) =>
        readOnly ? (
          <p key={pair.join('-')} className="club-table-card__note">
            {fill(TABLE_TEXTS.apartReported, { names: nameList(pair) })}{' '}
            <a href={`/admin/dinners#${REPORTS_ANCHOR}`}>{TABLE_TEXTS.seeReports}</a>
          </p>
        ) : (
          <p key={pair.join('-')} className="club-table-card__warning" role="note">
            {fill(TABLE_TEXTS.apartPair, { names: nameList(pair) })}
          </p>
        ),
      )}
      {report.pastPairs.length > 0 ? (
        <p className="club-table-card__note">
          {fill(TABLE_TEXTS.pastPairs, { names: report.pastPairs.map((pair) => nameList(pair)).join(' ; ') })}
        </p>
      ) : null}
      {report.guestIds.length === 0 && vacated.length === 0 ? (
        <p className="club-table-card__empty">{readOnly ? TABLE_TEXTS.emptyHeldTable : TABLE_TEXTS.emptyTable}</p>
      ) : (
        <ul className="club-table-card__guests">
          {children}
          {vacated.map((name, seat) => (
            <li key={`vacated-${seat}`} className="club-table-card__vacated">
              {fill(TABLE_TEXTS.vacatedSeat, { name })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
