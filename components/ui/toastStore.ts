import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/domain/ui'

/** The toast queue (SPEC §9): at most 1 shown, 5000 ms by default, removed 1,000,000 ms after dismissal. */
export type ToastVariant = 'default' | 'destructive'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number }
export type ToastItem = Required<Omit<ToastInput, 'description'>> & { id: string; description?: string; open: boolean }

let items: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()
/** Resolves each toast's `shown` once it is laid out on the page (or dropped before that). */
const showing = new Map<string, () => void>()

/** Called by the viewport once a toast is in the page, where it can be measured. */
export function markShown(id: string) {
  showing.get(id)?.()
  showing.delete(id)
}

function emit(next: ToastItem[]) {
  items = next
  for (const listener of listeners) listener()
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToasts(): ToastItem[] {
  return items
}

export function dismissToast(id: string) {
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)))
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id)
        emit(items.filter((t) => t.id !== id))
      }, TOAST_REMOVE_DELAY_MS),
    )
  }
}

export function toast(input: ToastInput): { id: string; dismiss: () => void; shown: Promise<void> } {
  counter += 1
  const id = String(counter)
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    open: true,
  }
  const shown = new Promise<void>((resolve) => showing.set(id, resolve))
  const kept = [item, ...items].slice(0, TOAST_LIMIT)
  for (const dropped of items.filter((t) => !kept.includes(t))) markShown(dropped.id)
  emit(kept)
  return { id, dismiss: () => dismissToast(id), shown }
}
