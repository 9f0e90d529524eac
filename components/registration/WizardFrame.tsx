import type { ComponentProps } from 'react'

import { KitTheme } from '@components/ui/KitTheme'

/** The wizard's column, in the kit's theme: every state of the registration screen is shown in it. */
export function WizardFrame({ children, ...props }: ComponentProps<'div'>) {
  return (
    <KitTheme>
      <div className="site-container wizard" style={{ maxWidth: 760, padding: 'var(--space-7) var(--space-4)' }} {...props}>
        {children}
      </div>
    </KitTheme>
  )
}
