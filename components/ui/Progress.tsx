import { Progress as ThemesProgress } from '@radix-ui/themes'
import type { ComponentPropsWithoutRef } from 'react'

import { RadixStyles } from './RadixStyles'

/** A progress bar; `label` names it for assistive technologies. */
export function Progress({ label, ...props }: ComponentPropsWithoutRef<typeof ThemesProgress> & { label: string }) {
  return (
    <>
      <RadixStyles of="Progress" />
      <ThemesProgress aria-label={label} size="2" {...props} />
    </>
  )
}
