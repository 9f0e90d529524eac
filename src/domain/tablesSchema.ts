/**
 * The team's table requests (compose, arrange, confirm), apart from the member's booking
 * (bookingSchema.ts): the public site's booking form then does not carry the team's texts.
 */
import { z } from 'zod'

import { TABLE_ERRORS } from './dinnerAdminTexts'
import { OUT_OF_BOUNDS_REASON_MAX } from './limits'
import { TABLE_SIZE_LIMITS } from './tables/weights'

const guestId = z.string({ error: TABLE_ERRORS.bodyInvalid }).regex(/^[1-9]\d{0,9}$/, { error: TABLE_ERRORS.bodyInvalid })

/** The composition time of the tables the admin's screen showed (null before any): a stale screen is refused. */
const basedOn = z.iso.datetime({ error: TABLE_ERRORS.bodyInvalid }).nullable()

/**
 * POST /api/admin/dinners/{id}/tables (compose): on the tables the admin saw; every table, or only
 * those late bookings and cancellations concern (always so once the tables are confirmed).
 */
export const tablesActionSchema = z.strictObject(
  { basedOn, scope: z.enum(['all', 'concerned'], { error: TABLE_ERRORS.bodyInvalid }).optional() },
  { error: TABLE_ERRORS.bodyInvalid },
)

/** Guest ids per table, as a screen shows or an admin arranges them. */
const tablesOfGuests = z
  .array(z.array(guestId).max(TABLE_SIZE_LIMITS.max * 2), {
    error: TABLE_ERRORS.bodyInvalid,
  })
  .min(1)
  .max(100)

/**
 * …/confirm: the same, why tables past their bounds are confirmed anyway (« Confirmer malgré
 * tout »), and the tables the screen showed: after a first confirmation the server seats late
 * guests itself, and a screen that did not show them is stale.
 */
export const tablesConfirmSchema = z.strictObject(
  {
    basedOn,
    shown: tablesOfGuests.optional(),
    outOfBoundsReason: z
      .string({ error: TABLE_ERRORS.reasonRequired })
      .trim()
      .min(1, { error: TABLE_ERRORS.reasonRequired })
      .max(OUT_OF_BOUNDS_REASON_MAX, { error: TABLE_ERRORS.reasonRequired })
      .optional(),
  },
  { error: TABLE_ERRORS.bodyInvalid },
)

/** PUT /api/admin/dinners/{id}/tables: the admin's arrangement (guest ids per table) and pins. */
export const arrangementSchema = z.strictObject(
  {
    tables: tablesOfGuests,
    pins: z
      .array(
        z.strictObject({
          guest: guestId,
          table: z.int({ error: TABLE_ERRORS.bodyInvalid }).min(0).max(99),
        }),
        { error: TABLE_ERRORS.bodyInvalid },
      )
      .max(800),
    basedOn,
  },
  { error: TABLE_ERRORS.bodyInvalid },
)
