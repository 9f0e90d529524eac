import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'

/** Props shared by every field bound to react-hook-form. */
export type BoundFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
}
