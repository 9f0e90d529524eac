import { Button as ThemesButton, IconButton } from '@radix-ui/themes'
import { type ComponentPropsWithoutRef, forwardRef } from 'react'

type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link'
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon'

const VARIANTS: Record<ButtonVariant, { variant: 'solid' | 'soft' | 'outline' | 'ghost'; color?: 'red' | 'gray' }> = {
  default: { variant: 'solid' },
  destructive: { variant: 'solid', color: 'red' },
  outline: { variant: 'outline' },
  secondary: { variant: 'soft', color: 'gray' },
  ghost: { variant: 'ghost' },
  link: { variant: 'ghost' },
}

const SIZES: Record<ButtonSize, '1' | '2' | '3'> = { sm: '1', default: '2', lg: '3', icon: '2' }

type ThemesProps = Omit<ComponentPropsWithoutRef<typeof ThemesButton>, 'variant' | 'size' | 'color'>

/** Only red may tint another variant: an outlined red button for a grave but secondary action. */
type ButtonTint = 'red'

export type ButtonProps = ThemesProps & {
  variant?: ButtonVariant
  size?: ButtonSize
  color?: ButtonTint
  /** Required when size is "icon": the button has no visible text. */
  'aria-label'?: string
}

/** The kit's button: SPEC §9 variants and sizes on Radix Themes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'default', className, ...props },
  ref,
) {
  const look = VARIANTS[variant]
  const variantClass = variant === 'link' ? 'kit-button-link' : variant === 'destructive' ? 'kit-button-destructive' : ''
  const classes = [variantClass, className ?? ''].join(' ').trim() || undefined
  if (size === 'icon') {
    return <IconButton ref={ref} {...look} size={SIZES.icon} className={classes} {...props} />
  }
  return <ThemesButton ref={ref} {...look} size={SIZES[size]} className={classes} {...props} />
})
