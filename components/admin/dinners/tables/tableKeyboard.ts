import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core'

const NEXT: string[] = [KeyboardCode.Right, KeyboardCode.Down]
const PREVIOUS: string[] = [KeyboardCode.Left, KeyboardCode.Up]

/**
 * Keyboard dragging between tables: each arrow key carries the guest to the next or previous table
 * (dnd-kit's default moves 25 px a press, a dozen presses from one table to the next).
 * `tableOfActive` says where the guest sits before the first press.
 */
export function tableKeyboardCoordinates(tableOfActive: (guestId: string) => number): KeyboardCoordinateGetter {
  return (event, { context: { active, collisionRect, droppableRects, droppableContainers, over } }) => {
    const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0
    if (step === 0) return undefined
    event.preventDefault()
    if (!active || !collisionRect) return undefined
    const tables = droppableContainers
      .getEnabled()
      .map((container) => ({ id: container.id, index: container.data.current?.index as number | undefined }))
      .filter((table): table is { id: typeof table.id; index: number } => typeof table.index === 'number')
      .sort((a, b) => a.index - b.index)
    const from = (over?.data.current?.index as number | undefined) ?? tableOfActive(String(active.id))
    const target = tables[Math.min(tables.length - 1, Math.max(0, from + step))]
    const rect = target ? droppableRects.get(target.id) : undefined
    if (!rect) return undefined
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + Math.min(rect.height / 2, 96) - collisionRect.height / 2 }
  }
}
