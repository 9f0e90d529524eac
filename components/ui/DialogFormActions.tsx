'use client'

import { Button } from './Button'
import { Dialog } from './Dialog'
import { Flex } from './typography'

/** The end of a form in a dialog: « Annuler » closes it, the submit button waits while its request runs. */
export function DialogFormActions({
  cancelLabel,
  submitLabel,
  pendingLabel,
  pending,
}: {
  cancelLabel: string
  submitLabel: string
  pendingLabel: string
  pending: boolean
}) {
  return (
    <Flex gap="3" justify="end" wrap="wrap" mt="4">
      <Dialog.Close>
        <Button variant="outline" type="button">
          {cancelLabel}
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Flex>
  )
}
