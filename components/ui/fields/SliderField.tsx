'use client'

import { Flex, Text } from '@radix-ui/themes'
import { Slider } from 'radix-ui'
import type { FieldValues } from 'react-hook-form'

import type { BoundFieldProps } from './types'
import { useBoundField } from './useBoundField'

type SliderFieldProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'label'> & {
  /** Accessible name of the slider (the question). */
  label: string
  min: number
  max: number
  /** The two poles, shown at each end. */
  lowLabel: string
  highLabel: string
}

/**
 * A slider between two labelled poles, its value shown beside the track; arrows, Home and End
 * move it. On the Radix primitive: Radix Themes' Slider cannot give its thumb an accessible name.
 * The poles and the value are read through the thumb's aria-valuetext, so they are hidden here.
 */
export function SliderField<T extends FieldValues>({ control, name, label, min, max, lowLabel, highLabel, disabled }: SliderFieldProps<T>) {
  const { field, ref, ids } = useBoundField(control, name)
  const value = typeof field.value === 'number' ? field.value : min
  return (
    <div className="kit-field kit-slider" data-field={ids.name}>
      <Flex justify="between" gap="4" className="kit-slider__poles" aria-hidden>
        <Text size="2">{lowLabel}</Text>
        <Text size="2" align="right">
          {highLabel}
        </Text>
      </Flex>
      <div className="kit-slider__row">
        <Slider.Root
          className="kit-slider__root"
          name={field.name}
          value={[value]}
          onValueChange={([next]) => field.onChange(next)}
          onValueCommit={() => field.onBlur()}
          min={min}
          max={max}
          step={1}
          disabled={disabled}
        >
          <Slider.Track className="kit-slider__track">
            <Slider.Range className="kit-slider__range" />
          </Slider.Track>
          <Slider.Thumb
            id={ids.inputId}
            ref={ref}
            className="kit-slider__thumb"
            aria-label={label}
            aria-valuetext={`${value} sur ${max} (${lowLabel} – ${highLabel})`}
          />
        </Slider.Root>
        <Text size="2" weight="bold" className="kit-slider__value" aria-hidden>
          {value}
          <Text size="1" weight="regular" color="gray">
            /{max}
          </Text>
        </Text>
      </div>
    </div>
  )
}
