import type { ReactNode } from 'react'

import { THEME } from './themeConfig'

/**
 * The Radix Themes root rendered on the server, with the attributes Themes' CSS reads: the
 * client `<Theme>` component would bring its tooltip provider and floating-ui into every page.
 * Client islands that portal content (dialogs, selects, toasts) wrap themselves in KitTheme.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <div
      className="radix-themes"
      data-is-root-theme="true"
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background="true"
      data-panel-background={THEME.panelBackground}
      data-radius={THEME.radius}
      data-scaling={THEME.scaling}
    >
      {children}
    </div>
  )
}
