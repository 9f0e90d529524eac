import { Tabs as ThemesTabs } from '@radix-ui/themes'
import type { ComponentProps } from 'react'

import { RadixStyles } from './RadixStyles'

/** The tabs' root, which brings the styles of Radix's tabs (RadixStyles). */
function TabsRoot(props: ComponentProps<typeof ThemesTabs.Root>) {
  return (
    <>
      <RadixStyles of="Tabs" />
      <ThemesTabs.Root {...props} />
    </>
  )
}

/** Tabs on Radix Themes: arrow keys move between tabs. */
export const Tabs = {
  Root: TabsRoot,
  List: ThemesTabs.List,
  Trigger: ThemesTabs.Trigger,
  Content: ThemesTabs.Content,
}
