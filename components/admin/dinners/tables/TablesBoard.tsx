'use client'

import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import { useMemo } from 'react'

import { fill } from '@/domain/fill'
import { type CompositionInput, describeTables, type TableReport, type TableSizeBounds, tableOf } from '@/domain/tables'
import { TABLE_TEXTS } from '@/domain/tableTexts'

import { GuestChip, type GuestView } from './GuestChip'
import { TableCard } from './TableCard'
import { tableKeyboardCoordinates } from './tableKeyboard'

type Props = {
  input: CompositionInput
  guests: Record<string, Omit<GuestView, 'traits'>>
  tables: string[][]
  pinned: ReadonlySet<string>
  bounds: TableSizeBounds
  onMove: (guestId: string, to: number) => void
  onPin: (guestId: string, pinned: boolean) => void
  disabled?: boolean
  /** Members who bring a guest (premium): each takes one more seat at their table. */
  plusOnes?: ReadonlySet<string>
  /** Guests booked since the composition, at no table: shown first, highlighted, to place. */
  arrivals?: string[]
  /** For each table, the names of the guests who left it since: their seats show empty. */
  vacated?: string[][]
  /** The dinner has begun: the tables as they were, with nothing to drag, pin or move. */
  readOnly?: boolean
}

type ChipProps = Omit<Parameters<typeof GuestChip>[0], 'drag'>

function DraggableGuest(props: ChipProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: props.guest.id,
    disabled: props.pinned || props.disabled,
  })
  return (
    <GuestChip
      {...props}
      drag={{
        setNodeRef,
        style: { transform: CSS.Translate.toString(transform) },
        handle: { ...attributes, ...listeners, ref: setActivatorNodeRef },
        dragging: isDragging,
      }}
    />
  )
}

/** Guests booked since the composition, at no table: highlighted above the tables, each dragged to one or placed by its menu. */
function ArrivalsToPlace({
  arrivals,
  tables,
  chipOf,
  onMove,
  onPin,
  disabled,
}: Pick<Props, 'tables' | 'onMove' | 'onPin' | 'disabled'> & { arrivals: string[]; chipOf: (id: string) => GuestView }) {
  return (
    <section className="club-arrivals" aria-labelledby="arrivals-title">
      <h3 id="arrivals-title">{TABLE_TEXTS.arrivals}</h3>
      <p className="club-hint">{TABLE_TEXTS.arrivalsHelp}</p>
      <ul className="club-table-card__guests">
        {arrivals.map((id) => (
          <DraggableGuest
            key={id}
            guest={chipOf(id)}
            table={-1}
            tableCount={tables.length}
            pinned={false}
            onPin={onPin}
            onMove={onMove}
            disabled={disabled}
          />
        ))}
      </ul>
    </section>
  )
}

function DroppableTable({ index, ...props }: Omit<Parameters<typeof TableCard>[0], 'drop'>) {
  const { setNodeRef, isOver } = useDroppable({ id: `table-${index}`, data: { index } })
  return <TableCard index={index} {...props} drop={{ setNodeRef, isOver }} />
}

const tableNumber = (over: { data: { current?: { index?: number } } } | null) => (over?.data.current?.index ?? -1) + 1

/** What a screen reader hears as a guest is dragged (an arrival is picked up from no table). */
function announcementsFor(tables: string[][], nameOf: (id: unknown) => string): Announcements {
  const from = (id: unknown) => tableOf(tables, String(id))
  return {
    onDragStart: ({ active }) =>
      from(active.id) === -1
        ? fill(TABLE_TEXTS.dragPickedArrival, { name: nameOf(active.id) })
        : fill(TABLE_TEXTS.dragPicked, { name: nameOf(active.id), number: from(active.id) + 1 }),
    onDragOver: ({ active, over }) =>
      over ? fill(TABLE_TEXTS.dragOver, { name: nameOf(active.id), number: tableNumber(over) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? fill(TABLE_TEXTS.dragDropped, { name: nameOf(active.id), number: tableNumber(over) }) : undefined,
    onDragCancel: ({ active }) => fill(TABLE_TEXTS.dragCancelled, { name: nameOf(active.id) }),
  }
}

const firstNames = (guests: Props['guests']) => Object.fromEntries(Object.entries(guests).map(([id, guest]) => [id, guest.firstName]))

/**
 * The tables as cards of their guests' chips, whose indicators follow each move (computed here,
 * by the same pure code as the composition): droppable and draggable while the tables may change,
 * each marking the seats of guests who left it; a record of the evening once it has begun.
 */
function TableCards({
  input,
  guests,
  tables,
  pinned,
  bounds,
  onMove,
  onPin,
  disabled,
  plusOnes,
  arrivals = [],
  vacated = [],
  readOnly,
}: Props) {
  const report = useMemo(() => describeTables(input, tables), [input, tables])
  const names = useMemo(() => firstNames(guests), [guests])
  const traitsOf = (id: string) => (report.traits[id] ?? []).map((trait) => trait.label)
  const Card = readOnly ? TableCard : DroppableTable
  const Chip = readOnly ? GuestChip : DraggableGuest
  return (
    <>
      {arrivals.length > 0 && !readOnly ? (
        <ArrivalsToPlace
          arrivals={arrivals}
          tables={tables}
          chipOf={(id) => ({ ...guests[id], traits: traitsOf(id) })}
          {...{ onMove, onPin, disabled }}
        />
      ) : null}
      <div className="club-tables">
        {tables.map((table, index) => (
          <Card
            key={index}
            index={index}
            report={report.reports[index] as TableReport}
            bounds={bounds}
            names={names}
            companions={table.filter((id) => plusOnes?.has(id)).length}
            vacated={readOnly ? [] : vacated[index]}
            readOnly={readOnly}
          >
            {table.map((id) => (
              <Chip
                key={id}
                guest={{ ...guests[id], traits: traitsOf(id) }}
                table={index}
                tableCount={tables.length}
                pinned={!readOnly && pinned.has(id)}
                onPin={onPin}
                onMove={onMove}
                disabled={disabled}
                readOnly={readOnly}
              />
            ))}
          </Card>
        ))}
      </div>
    </>
  )
}

/**
 * The dinner's tables. A guest moves by drag and drop (pointer, touch, keyboard) or by the menu;
 * the arrivals wait above the tables. Once the dinner has begun (`readOnly`) nothing moves.
 */
export function TablesBoard(props: Props) {
  const { tables, guests, onMove } = props
  const coordinateGetter = useMemo(() => tableKeyboardCoordinates((id) => tableOf(tables, id)), [tables])
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  )
  const names = useMemo(() => firstNames(guests), [guests])
  const nameOf = (id: unknown) => names[String(id)] ?? ''

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const to = over?.data.current?.index
    if (typeof to === 'number' && to !== tableOf(tables, String(active.id))) onMove(String(active.id), to)
  }

  if (props.readOnly) return <TableCards {...props} />
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: TABLE_TEXTS.dragInstructions },
        announcements: announcementsFor(tables, nameOf),
      }}
    >
      <TableCards {...props} />
    </DndContext>
  )
}
