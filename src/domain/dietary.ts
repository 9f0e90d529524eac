/** Dietary options of wizard step 6 (SPEC §3 dietaryInfo). Stored as these French labels. */
export const ALLERGIES = ['Gluten', 'Lactose', 'Fruits à coque', 'Poisson', 'Crustacés', 'Œufs', 'Soja', 'Autres'] as const
export const DIET_PREFERENCES = ['Végétarien', 'Végétalien', 'Sans viande rouge', 'Halal', 'Casher', 'Sans alcool', 'Autres'] as const
export const DIETARY_OTHER_MAX = 500

export type DietaryGuest = { allergies: readonly string[]; preferences: readonly string[]; otherInfo: string; plusOne: boolean }
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
    notes: guests.map((guest) => guest.otherInfo.trim()).filter((note) => note !== ''),
    unknownGuests: guests.filter((guest) => guest.plusOne).length,
  }
}
