import { RadixStyles } from './RadixStyles'

/** A step of Radix Themes' space scale (`--space-1` … `--space-9`). */
type Space = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'

type Props = { height?: string; width?: string; mt?: Space; mb?: Space }

const space = (step?: Space) => (step ? `var(--space-${step})` : undefined)

/**
 * The room a piece of content will take once loaded (hidden from assistive technologies). Radix
 * Themes' Skeleton, drawn by its own styles, as the element it renders (an empty, inert span)
 * without its code, which weighed 0.5 kB gzipped on the registration page. Its sizes
 * and margins are inline styles, as Themes' `--height` and `--space-n` classes would set them.
 */
export function Skeleton({ height, width, mt, mb }: Props) {
  return (
    <>
      <RadixStyles of="Skeleton" />
      <span
        aria-hidden="true"
        inert
        tabIndex={-1}
        data-inline-skeleton
        className="rt-Skeleton"
        style={{ height, width, marginTop: space(mt), marginBottom: space(mb) }}
      />
    </>
  )
}
