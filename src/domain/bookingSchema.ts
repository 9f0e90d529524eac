import { z } from 'zod'

import { DIETARY_OTHER_MAX } from './dietary'
import { BOOKING_ERRORS } from './dinners'
import { NAME_MAX } from './limits'

/** A premium member's guest: the first name for the table plan, the dietary needs for the restaurant. */
export const guestSchema = z.strictObject(
  {
    firstName: z
      .string({ error: BOOKING_ERRORS.guestNameRequired })
      .trim()
      .min(1, { error: BOOKING_ERRORS.guestNameRequired })
      .max(NAME_MAX, { error: BOOKING_ERRORS.guestNameTooLong })
      .refine((name) => !/[<>\p{Cc}]/u.test(name), { error: BOOKING_ERRORS.guestNameInvalid }),
    dietaryNeeds: z
      .string({ error: BOOKING_ERRORS.bodyInvalid })
      .trim()
      .max(DIETARY_OTHER_MAX, { error: BOOKING_ERRORS.guestDietTooLong })
      .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), { error: BOOKING_ERRORS.bodyInvalid })
      .optional()
      .default(''),
  },
  { error: BOOKING_ERRORS.bodyInvalid },
)

/** POST /api/dinners/{id}/bookings: alone, or with a guest (premium only) whose first name is given. */
export const bookingSchema = z
  .strictObject(
    {
      plusOne: z.boolean({ error: BOOKING_ERRORS.bodyInvalid }).optional().default(false),
      guest: guestSchema.optional(),
    },
    { error: BOOKING_ERRORS.bodyInvalid },
  )
  .refine((body) => !body.plusOne || body.guest, { error: BOOKING_ERRORS.guestNameRequired, path: ['guest', 'firstName'] })
  .refine((body) => body.plusOne || !body.guest, { error: BOOKING_ERRORS.bodyInvalid })
export type BookingChoice = z.output<typeof bookingSchema>
export type BookingGuest = z.output<typeof guestSchema>
