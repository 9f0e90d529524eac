'use client'

import {
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

const firstNames = (guests: Props['guests']) => Object.fromEntries(Object.entries(guests).map(([id, guest]) => [id, guest.firstName]))

function DroppableTable({ index, ...props }: Omit<Parameters<typeof TableCard>[0], 'drop'>) {
  const { setNodeRef, isOver } = useDroppable({ id: `table-${index}`, data: { index } })
  return <TableCard index={index} {...props} drop={{ setNodeRef, isOver }} />
}

/**
 * The tables as cards of their guests' chips, whose indicators follow each move (computed here,
 * by the same pure code as the composition): droppable and draggable while the tables may change,
 * a record of the evening once it has begun.
 */
function TableCards({ input, guests, tables, pinned, bounds, onMove, onPin, disabled, plusOnes, readOnly }: Props) {
  const report = useMemo(() => describeTables(input, tables), [input, tables])
  const names = useMemo(() => firstNames(guests), [guests])
  const Card = readOnly ? TableCard : DroppableTable
  const Chip = readOnly ? GuestChip : DraggableGuest
  return (
    <div className="club-tables">
      {tables.map((table, index) => (
        <Card
          key={index}
          index={index}
          report={report.reports[index] as TableReport}
          bounds={bounds}
          names={names}
          companions={table.filter((id) => plusOnes?.has(id)).length}
          readOnly={readOnly}
        >
          {table.map((id) => (
            <Chip
              key={id}
              guest={{ ...guests[id], traits: (report.traits[id] ?? []).map((trait) => trait.label) }}
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
  )
}

/**
 * The dinner's tables. A guest moves by drag and drop (pointer, touch, keyboard) or by the menu;
 * once the dinner has begun (`readOnly`) nothing moves.
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
  const tableNumber = (over: { data: { current?: { index?: number } } } | null) => (over?.data.current?.index ?? -1) + 1

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
        announcements: {
          onDragStart: ({ active }) =>
            fill(TABLE_TEXTS.dragPicked, { name: nameOf(active.id), number: tableOf(tables, String(active.id)) + 1 }),
          onDragOver: ({ active, over }) =>
            over ? fill(TABLE_TEXTS.dragOver, { name: nameOf(active.id), number: tableNumber(over) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? fill(TABLE_TEXTS.dragDropped, { name: nameOf(active.id), number: tableNumber(over) }) : undefined,
          onDragCancel: ({ active }) => fill(TABLE_TEXTS.dragCancelled, { name: nameOf(active.id) }),
        },
      }}
    >
      <TableCards {...props} />
    </DndContext>
  )
}
