'use client'

import { Flex, Switch, Text } from '@radix-ui/themes'
import type { FieldValues } from 'react-hook-form'

import { FieldMessages } from './FieldShell'
import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'

/** An on/off switch with its label beside it. */
export function SwitchField<T extends FieldValues>({ control, name, label, hint, disabled }: BoundFieldProps<T>) {
  const { field, ref, error, ids, aria } = useBoundField(control, name, hint)
  return (
    <div className="kit-field" data-field={ids.name}>
      {/* The label beside the switch, not around it: Radix adds a hidden form input next to the switch. */}
      <Flex gap="3" align="center">
        <Switch
          id={ids.inputId}
          name={field.name}
          checked={Boolean(field.value)}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          ref={ref}
          disabled={disabled}
          {...aria}
          size="2"
        />
        <Text as="label" htmlFor={ids.inputId} size="3">
          {label}
        </Text>
      </Flex>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
