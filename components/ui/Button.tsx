import { Slot } from 'radix-ui'
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

/** Only red may tint another variant: an outlined red button for a grave but secondary action. */
type ButtonTint = 'red'

export type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  color?: ButtonTint
  /** Radix Themes' top margin (its space scale). */
  mt?: '1' | '2' | '3' | '4' | '5' | '6'
  /** Its look given to the only child (a link) instead of a <button>. */
  asChild?: boolean
  /** Required when size is "icon": the button has no visible text. */
  'aria-label'?: string
}

/**
 * The kit's button: SPEC §9 variants and sizes, drawn by Radix Themes' Button and IconButton
 * styles. The markup is theirs (`rt-BaseButton`, its size and variant classes, the accent colour
 * as `data-accent-color`), written here rather than by Radix's component: its code (the props
 * machinery every Radix Themes component shares) was most of the script of every page's header,
 * menu and cookie banner. A page whose client code shows only buttons loads none of Radix Themes.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'default', color, mt, asChild = false, className, disabled, ...props },
  ref,
) {
  const look = VARIANTS[variant]
  const classes = [
    'rt-reset',
    'rt-BaseButton',
    size === 'icon' ? 'rt-IconButton' : 'rt-Button',
    `rt-r-size-${SIZES[size]}`,
    `rt-variant-${look.variant}`,
    mt ? `rt-r-mt-${mt}` : '',
    variant === 'link' ? 'kit-button-link' : variant === 'destructive' ? 'kit-button-destructive' : '',
    className ?? '',
  ]
  const Element = asChild ? Slot.Root : 'button'
  return (
    <Element
      data-disabled={disabled || undefined}
      data-accent-color={color ?? look.color}
      {...props}
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled}
    />
  )
})
