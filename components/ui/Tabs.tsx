import { Tabs as ThemesTabs } from '@radix-ui/themes'

/** Tabs on Radix Themes: arrow keys move between tabs. */
export const Tabs = {
  Root: ThemesTabs.Root,
  List: ThemesTabs.List,
  Trigger: ThemesTabs.Trigger,
  Content: ThemesTabs.Content,
}
