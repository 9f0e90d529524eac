'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { type Control, type FieldValues, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '../../components/ui/Button'

type HarnessProps<T extends FieldValues> = {
  defaultValues: T
  /** It reads and gives the form's own values (no transform): the resolver and the form share one type. */
  schema?: z.ZodType<T, T>
  children: (control: Control<T>) => ReactNode
  onSubmit?: (values: T) => void
}

/** A react-hook-form form around field stories, optionally validated by a zod schema. */
export function FormHarness<T extends FieldValues>({ defaultValues, schema, children, onSubmit }: HarnessProps<T>) {
  const form = useForm<T>({
    defaultValues: defaultValues as never,
    resolver: schema ? zodResolver(schema) : undefined,
  })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit?.(values))} style={{ maxWidth: 480 }}>
      {children(form.control)}
      <Button type="submit">Valider</Button>
    </form>
  )
}
