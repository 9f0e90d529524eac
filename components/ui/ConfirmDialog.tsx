'use client'

import type { ReactNode } from 'react'

import { Button } from './Button'
import { Dialog } from './Dialog'
import { Flex } from './typography'

/**
 * A question asked once more before an action: the trigger opens it, « keep » closes it, and
 * « confirm » acts and closes it.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  keepLabel,
  confirmLabel,
  onConfirm,
  destructive = false,
}: {
  trigger: ReactNode
  title: string
  description: string
  keepLabel: string
  confirmLabel: string
  onConfirm: () => void
  destructive?: boolean
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content title={title} description={description}>
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="outline">{keepLabel}</Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
