import { Skeleton as ThemesSkeleton } from '@radix-ui/themes'
import type { ComponentPropsWithoutRef } from 'react'

import { RadixStyles } from './RadixStyles'

/** The room a piece of content will take once loaded (hidden from assistive technologies). */
export function Skeleton(props: ComponentPropsWithoutRef<typeof ThemesSkeleton>) {
  return (
    <>
      <RadixStyles of="Skeleton" />
      <ThemesSkeleton aria-hidden="true" {...props} />
    </>
  )
}
