/** Dietary options of wizard step 6 (SPEC §3 dietaryInfo). Stored as these French labels. */
export const ALLERGIES = ['Gluten', 'Lactose', 'Fruits à coque', 'Poisson', 'Crustacés', 'Œufs', 'Soja', 'Autres'] as const
export const DIET_PREFERENCES = ['Végétarien', 'Végétalien', 'Sans viande rouge', 'Halal', 'Casher', 'Sans alcool', 'Autres'] as const
export const DIETARY_OTHER_MAX = 500

/** The same lists as form options (stored as their French labels). */
export const ALLERGY_OPTIONS = ALLERGIES.map((value) => ({ value, label: value }))
export const DIET_PREFERENCE_OPTIONS = DIET_PREFERENCES.map((value) => ({ value, label: value }))

export type DietaryGuest = {
  allergies: readonly string[]
  preferences: readonly string[]
  otherInfo: string
  plusOne: boolean
  /** What the member said of their guest's needs at booking ('' for none); null when the booking predates the question. */
  guestNeeds: string | null
}
/** How a guest's (+1) needs read among the notes for the restaurant. */
const GUEST_NOTE_PREFIX = 'Un invité\u00a0: '

export type DietCount = { label: string; count: number }

/** What the restaurant needs to know for one dinner, and nothing more (no names): how many guests have each allergy and preference, and the notes. */
export function summariseDiets(guests: readonly DietaryGuest[]) {
  const count = (labels: readonly string[], pick: (guest: DietaryGuest) => readonly string[]): DietCount[] =>
    labels
      .map((label) => ({ label, count: guests.filter((guest) => pick(guest).includes(label)).length }))
      .filter((entry) => entry.count > 0)
  return {
    allergies: count(ALLERGIES, (guest) => guest.allergies),
    preferences: count(DIET_PREFERENCES, (guest) => guest.preferences),
    notes: guests
      .flatMap((guest) => [
        guest.otherInfo.trim(),
        guest.plusOne && guest.guestNeeds ? `${GUEST_NOTE_PREFIX}${guest.guestNeeds.trim()}` : '',
      ])
      .filter((note) => note !== ''),
    unknownGuests: guests.filter((guest) => guest.plusOne && guest.guestNeeds === null).length,
  }
}
