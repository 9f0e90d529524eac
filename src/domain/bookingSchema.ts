import { z } from 'zod'

import { TABLE_ERRORS } from './dinnerAdminTexts'
import { BOOKING_ERRORS } from './dinners'
import { TABLE_SIZE_LIMITS } from './tables/weights'

/** POST /api/dinners/{id}/bookings: with or without a guest (premium only). */
export const bookingSchema = z.strictObject(
  {
    plusOne: z.boolean({ error: BOOKING_ERRORS.bodyInvalid }).optional().default(false),
  },
  { error: BOOKING_ERRORS.bodyInvalid },
)

const guestId = z.string({ error: TABLE_ERRORS.bodyInvalid }).regex(/^[1-9]\d{0,9}$/, { error: TABLE_ERRORS.bodyInvalid })

/** The composition time of the tables the admin's screen showed (null before any): a stale screen is refused. */
const basedOn = z.iso.datetime({ error: TABLE_ERRORS.bodyInvalid }).nullable()

/** POST /api/admin/dinners/{id}/tables (compose) and …/confirm: on the tables the admin saw. */
export const tablesActionSchema = z.strictObject({ basedOn }, { error: TABLE_ERRORS.bodyInvalid })

/** PUT /api/admin/dinners/{id}/tables: the admin's arrangement (guest ids per table) and pins. */
export const arrangementSchema = z.strictObject(
  {
    tables: z
      .array(z.array(guestId).max(TABLE_SIZE_LIMITS.max * 2), {
        error: TABLE_ERRORS.bodyInvalid,
      })
      .min(1)
      .max(100),
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
