import type { ComponentProps } from 'react'

/**
 * The wizard's column: every state of the registration screen is shown in it. The forms that
 * portal content bring the kit's theme context themselves (lazySteps.tsx).
 */
export function WizardFrame({ children, ...props }: ComponentProps<'div'>) {
  return (
    <div className="site-container wizard" style={{ maxWidth: 760, padding: 'var(--space-7) var(--space-4)' }} {...props}>
      {children}
    </div>
  )
}
