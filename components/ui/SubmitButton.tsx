import type { ReactNode } from 'react'

import { Button, type ButtonProps } from './Button'

type SubmitButtonProps = Omit<ButtonProps, 'children'> & {
  pending: boolean
  /** Shown while pending (e.g. PENDING_LABELS.sending). */
  pendingLabel: string
  children: ReactNode
}

/** A form's submit button: disabled and busy while its request is under way. */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" {...props} disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </Button>
  )
}
