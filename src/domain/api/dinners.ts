import type { BookingStatus, PlanUsage } from '@/domain/dinners'
import type { FeedbackWindow } from '@/domain/feedback'
import type { CompositionInput } from '@/domain/tables'
import type { Dinner } from '@/payload-types'

/** What anyone may read of an upcoming dinner: never its venue. */
export type PublicDinner = {
  id: number
  title: string
  theme: string
  startsAt: string
  city: string
  speakers: { name: string; role: string; bio: string | null }[]
  seats: number
  seatsLeft: number
}

export type MemberBooking = {
  dinner: PublicDinner
  status: BookingStatus
  /** The team cancelled the dinner itself (the booking is then cancelled too). */
  dinnerCancelled: boolean
  /** On the waitlist: 1 is the next to get a seat. */
  position: number | null
  plusOne: boolean
  guest: { firstName: string; dietaryNeeds: string } | null
  /** Once the tables are confirmed, for a guest seated at one. */
  tableNumber: number | null
  venue: { name: string; address: string } | null
  /** Once the tables are confirmed: the tablemates, « Prénom, secteur » (the sector alone for one who chose not to be named). */
  tablemates: string[]
  /** The 72-hour reminder waits for « Je viens » or « Je me désiste ». */
  reminderAsked: boolean
  /** A dinner held but not yet marked: its morning-after feedback while open, else null. */
  feedback: FeedbackWindow | null
  /** The member left the waitlist (rather than cancelling a seat). */
  leftWaitlist: boolean
}

export type MemberDinners = {
  /** « Dîners ouverts »: upcoming dinners the member holds no place at, those on their themes first. */
  upcoming: (PublicDinner & { matchesThemes: boolean })[]
  bookings: MemberBooking[]
  /** « Ma formule »: what the plan's limits count (the plan itself is on the account). */
  planUsage: PlanUsage
  /** The no-show policy paused the member's bookings until then (« Dîners ouverts » then books nothing). */
  pausedUntil: string | null
  /** The member has sat at a dinner already: the space no longer greets them as a newcomer. */
  dined: boolean
  /** The no-show fee, said before booking (null: none, or none that can reach this member). */
  noShowFeeNotice: string | null
}

/** What booking, cancelling or joining a waitlist answers. */
export type BookingResult = {
  dinnerId: number
  status: BookingStatus
  plusOne: boolean
  seatsLeft: number
}

/** What the dinners' index and the board say of a dinner's tables (seatingState.ts): composed or confirmed, and what is left to do. */
export type TablesSummary = {
  stage: 'none' | 'composed' | 'confirmed'
  /** Guests booked since, at no table yet. */
  arrivals: number
  /** Seats left empty by guests who cancelled since. */
  vacated: number
  /** Once confirmed, the guests whose table is not the one they were told (told when the changes are confirmed). */
  toTell: number
}

/** A dinner as /admin/dinners lists it: when, where, its state, its seats, its waitlist and its tables. */
export type DinnerSummary = Pick<Dinner, 'id' | 'title' | 'theme' | 'startsAt' | 'city' | 'status' | 'seats'> & {
  seatsTaken: number
  waitlisted: number
  /** Where the tables stand, as the dinner's board shows them (seatingState.ts). */
  tables: TablesSummary
  /** When the tables shown were composed (null before any): what « Composer toutes les tables de la soirée » composes over. */
  composedAt: string | null
}

/** What the admin sees of a booked guest while composing (DESIGN §11). */
export type BoardGuest = {
  id: string
  firstName: string
  lastName: string
  sector: string
  job: string
  company: string
  plusOne: boolean
  /** The +1's first name and needs, given at booking (null for a booking made before the question). */
  guest: { firstName: string; dietaryNeeds: string } | null
  allergies: string[]
  preferences: string[]
  otherDiet: string
  /** The team's note on this guest for this dinner (the guest list), '' when none. */
  note: string
}

export type Arrangement = {
  tables: string[][]
  pins: { guest: string; table: number }[]
}

export type DinnerBoard = {
  dinner: Pick<
    Dinner,
    'id' | 'title' | 'theme' | 'startsAt' | 'city' | 'status' | 'seats' | 'tableSizeMin' | 'tableSizeMax' | 'tablesConfirmedAt'
  > & {
    venueName: string
    venueAddress: string
    speakers: { name: string; role: string }[]
  }
  guests: BoardGuest[]
  waitlist: {
    id: string
    firstName: string
    lastName: string
    plusOne: boolean
    note: string
  }[]
  input: CompositionInput
  /** The tables now: every booked guest at their table, but the arrivals (at none). */
  arrangement: Arrangement | null
  /** For each table, the guests who left it since it was composed: their seats show empty. */
  vacated: string[][]
  /** The names of those guests, by id. */
  left: Record<string, string>
  /** Guests booked since the composition, at no table yet: the team places them. */
  arrivals: string[]
  /** What the dinners' index says of these tables. */
  summary: TablesSummary
  composedAt: string | null
  confirmedAt: string | null
  /** Why tables past their bounds were confirmed anyway (« Confirmer malgré tout »), or null. */
  confirmedOutOfBounds: string | null
  /** Once the tables are confirmed, the table (1-based) each guest was told, by guest id; {} before. */
  seated: Record<string, number>
}
