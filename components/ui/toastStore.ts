/** The toast queue: how many are shown, for how long, and when a dismissed one is removed come from the kit's settings. */
type ToastVariant = 'default' | 'destructive'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number }
export type ToastItem = Required<Omit<ToastInput, 'description'>> & { id: string; description?: string; open: boolean }

type ToastTimings = { limit: number; durationMs: number; removeDelayMs: number }

let timings: ToastTimings | null = null
let items: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()
/** Resolves each toast's `shown` once it is laid out on the page (or dropped before that). */
const showing = new Map<string, () => void>()

/** Set by KitSettingsProvider, before anything can raise a toast. */
export function configureToasts(next: ToastTimings) {
  timings = next
}

function configured(): ToastTimings {
  if (!timings) throw new Error('Toasts are used outside KitSettingsProvider.')
  return timings
}

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
      }, configured().removeDelayMs),
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
    duration: input.duration ?? configured().durationMs,
    open: true,
  }
  const shown = new Promise<void>((resolve) => showing.set(id, resolve))
  const kept = [item, ...items].slice(0, configured().limit)
  for (const dropped of items.filter((t) => !kept.includes(t))) markShown(dropped.id)
  emit(kept)
  return { id, dismiss: () => dismissToast(id), shown }
}
