import { type EveningScreen, type HostMark, type HostMarkInput, hostWindowClosed } from '@/domain/evening'

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

/**
 * The guest list as kept, unless the evening's screen has closed: then it is forgotten, as are the
 * marks left (the server no longer takes them), so that diets and allergies do not outlive the
 * night on a phone.
 */
export function storedScreen(dinnerId: number): EveningScreen | null {
  const screen = read<EveningScreen>(screenKey(dinnerId))
  if (screen && hostWindowClosed(new Date(screen.dinner.startsAt))) {
    forgetEvening(dinnerId)
    return null
  }
  return screen
}

/** The list forgotten, with the marks waiting or without them (a host signed out may sign in again and send them). */
export function forgetEvening(dinnerId: number, marksToo = true): void {
  try {
    window.localStorage.removeItem(screenKey(dinnerId))
    if (marksToo) window.localStorage.removeItem(pendingKey(dinnerId))
  } catch {
    // A refused storage kept nothing.
  }
}

/** Every evening the phone keeps, forgotten: at logout, the next person on a shared phone sees none. */
export function forgetEvenings(): void {
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('soiree:')) window.localStorage.removeItem(key)
  } catch {
    // As above.
  }
}
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
