'use client'

import { Checkbox, Flex, Text } from '@radix-ui/themes'
import type { FieldValues } from 'react-hook-form'

import { FieldMessages } from './FieldShell'
import { useBoundField } from './useBoundField'
import type { BoundFieldProps } from './types'

/** One checkbox with its label (e.g. accepting the rules), bound to a boolean. */
export function CheckboxField<T extends FieldValues>({ control, name, label, hint, required, disabled }: BoundFieldProps<T>) {
  const { field, ref, error, ids, aria } = useBoundField(control, name, hint, required)
  return (
    <div className="kit-field" data-field={ids.name}>
      {/* The label beside the checkbox, not around it: Radix adds a hidden form input next to the checkbox. */}
      <Flex gap="3" align="start">
        <Checkbox
          id={ids.inputId}
          ref={ref}
          name={field.name}
          checked={Boolean(field.value)}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          disabled={disabled}
          size="3"
          {...aria}
        />
        <Text as="label" htmlFor={ids.inputId} size="3">
          {label}
        </Text>
      </Flex>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  )
}
