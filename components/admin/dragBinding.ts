import type { CSSProperties, HTMLAttributes, Ref } from 'react'

/** What a dnd-kit hook gives an item: its node, where it is, and the handle's props. */
export type DragBinding = {
  setNodeRef: (node: HTMLElement | null) => void
  style?: CSSProperties
  handle: HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }
  dragging: boolean
}
