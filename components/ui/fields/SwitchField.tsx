'use client'

import { useId } from 'react'
import { Flex, Switch, Text } from '@radix-ui/themes'
import { type FieldValues, useController } from 'react-hook-form'

import { FieldMessages, fieldIds } from './FieldShell'
import type { BoundFieldProps } from './types'

/** An on/off switch with its label beside it. */
export function SwitchField<T extends FieldValues>({ control, name, label, hint, disabled }: BoundFieldProps<T>) {
  const { field } = useController({ control, name })
  const ids = fieldIds(name, useId(), hint)
  return (
    <div className="kit-field">
      <Text as="label" htmlFor={ids.inputId} size="3">
        <Flex gap="3" align="center">
          <Switch
            id={ids.inputId}
            name={field.name}
            checked={Boolean(field.value)}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
            aria-describedby={ids.describedBy}
            size="2"
          />
          {label}
        </Flex>
      </Text>
      <FieldMessages ids={ids} hint={hint} />
    </div>
  )
}
