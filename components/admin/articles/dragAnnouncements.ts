import type { Announcements, DragEndEvent, DragOverEvent, DragStartEvent, ScreenReaderInstructions } from '@dnd-kit/core'

import { DRAG_TEXTS } from '@/domain/adminTexts'
import { fill } from '@/domain/fill'

type Titled = { id: number; title: string }

/** dnd-kit's accessibility option in French: what is moved, and where, said as it happens. */
export function dragAccessibility(articles: Titled[]): {
  announcements: Announcements
  screenReaderInstructions: ScreenReaderInstructions
} {
  const count = articles.length
  const positionOf = (id: unknown) => articles.findIndex((article) => article.id === id) + 1
  const titleOf = (id: unknown) => articles.find((article) => article.id === id)?.title ?? ''
  const say = (text: string, id: unknown, over: unknown = id) => fill(text, { title: titleOf(id), position: positionOf(over), count })
  return {
    screenReaderInstructions: { draggable: DRAG_TEXTS.instructions },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => say(DRAG_TEXTS.picked, active.id),
      // Not when the drag begins over the article itself: "saisi" is said then.
      onDragOver: ({ active, over }: DragOverEvent) =>
        over && over.id !== active.id ? say(DRAG_TEXTS.moved, active.id, over.id) : undefined,
      onDragEnd: ({ active, over }: DragEndEvent) => (over ? say(DRAG_TEXTS.dropped, active.id, over.id) : undefined),
      onDragCancel: ({ active }: DragEndEvent) => say(DRAG_TEXTS.cancelled, active.id),
    },
  }
}
