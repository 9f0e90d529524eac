import { Card as ThemesCard } from '@radix-ui/themes'
import type { ComponentPropsWithoutRef } from 'react'

/**
 * A card at the kit's size. The kit's display components have a file each: a page whose client
 * code shows a card does not load the progress bar's or the skeleton's.
 */
export function Card(props: ComponentPropsWithoutRef<typeof ThemesCard>) {
  return <ThemesCard size="2" {...props} />
}
