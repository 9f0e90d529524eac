import type { EveningScreen, HostMark, HostMarkInput } from '@/domain/evening'

/**
 * What the host's phone keeps of an evening in its local storage: the last guest list the server
 * sent, and the marks not yet acknowledged by it, so that a reload without network still shows
 * everything and sends every mark once the connection returns (each under its own key, which the
 * server stores once).
 */
const screenKey = (dinnerId: number) => `soiree:${dinnerId}:liste`
const pendingKey = (dinnerId: number) => `soiree:${dinnerId}:marques`

function read<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or refused storage: the marks still live in the page until it is closed.
  }
}

export const storedScreen = (dinnerId: number) => read<EveningScreen>(screenKey(dinnerId))
export const storeScreen = (screen: EveningScreen) => write(screenKey(screen.dinner.id), screen)
export const pendingMarks = (dinnerId: number) => read<HostMarkInput[]>(pendingKey(dinnerId)) ?? []
export const storePending = (dinnerId: number, marks: HostMarkInput[]) => write(pendingKey(dinnerId), marks)

/** A mark just tapped: a key of its own and the time it was made, kept until the server has it. */
export function newMark(bookingId: number, mark: HostMark): HostMarkInput {
  return { key: crypto.randomUUID(), bookingId, mark, madeAt: new Date().toISOString() }
}

/** The screen as the phone sees it: the server's list, with the marks still waiting laid over it. */
export function withPending(screen: EveningScreen, pending: readonly HostMarkInput[]): EveningScreen {
  if (pending.length === 0) return screen
  const latest = new Map(pending.map((mark) => [mark.bookingId, mark.mark]))
  return {
    ...screen,
    guests: screen.guests.map((guest) => (latest.has(guest.bookingId) ? { ...guest, mark: latest.get(guest.bookingId)! } : guest)),
  }
}
