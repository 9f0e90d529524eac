'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { TextField } from '@components/ui/fields/TextField'
import { Flex } from '@components/ui/typography'

import { type BookingGuest, guestSchema } from '@/domain/bookingSchema'
import { DIETARY_OTHER_MAX } from '@/domain/dietary'
import { BOOKING_TEXTS } from '@/domain/dinners'
import { NAME_MAX } from '@/domain/limits'

/**
 * « Réserver avec un invité »: the guest's first name (for the table plan) and dietary needs (for
 * the restaurant) are asked first; the booking is sent once they are valid, and the dialog closes.
 */
export function GuestBookingDialog({ disabled, onBook }: { disabled: boolean; onBook: (guest: BookingGuest) => void }) {
  const [open, setOpen] = useState(false)
  const form = useForm<z.input<typeof guestSchema>, unknown, BookingGuest>({
    defaultValues: { firstName: '', dietaryNeeds: '' },
    resolver: zodResolver(guestSchema),
  })
  const submit = form.handleSubmit((guest) => {
    setOpen(false)
    form.reset()
    onBook(guest)
  })
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button variant="outline" disabled={disabled}>
          {BOOKING_TEXTS.bookWithGuest}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={BOOKING_TEXTS.guestTitle} description={BOOKING_TEXTS.guestExplained}>
        <form onSubmit={submit} noValidate>
          <TextField control={form.control} name="firstName" label={BOOKING_TEXTS.guestFirstName} maxLength={NAME_MAX} required />
          <TextareaField
            control={form.control}
            name="dietaryNeeds"
            label={BOOKING_TEXTS.guestDietaryNeeds}
            hint={BOOKING_TEXTS.guestDietaryHint}
            maxLength={DIETARY_OTHER_MAX}
            rows={3}
          />
          <Flex gap="3" justify="end" wrap="wrap" mt="4">
            <Dialog.Close>
              <Button variant="outline" type="button">
                {BOOKING_TEXTS.guestBack}
              </Button>
            </Dialog.Close>
            <Button type="submit">{BOOKING_TEXTS.guestBook}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
