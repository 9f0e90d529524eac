import { ringPoints } from './ring'
import { StaticSvg } from './StaticSvg'

/**
 * The club's mark: the ring of the favicon, a table seen from above, with its eight guests
 * around it. Drawn in currentColor, so it takes the colour of the text around it (light or dark).
 * `drawnOnce`: its shapes are written as markup (StaticSvg), for the site's pages; the Open Graph
 * images' renderer needs them as elements.
 */
export function LogoMark({ size = 32, title, drawnOnce = false }: { size?: number; title?: string; drawnOnce?: boolean }) {
  const Svg = drawnOnce ? StaticSvg : 'svg'
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className="logo-mark"
    >
      <circle cx="32" cy="32" r="16" fill="none" stroke="currentColor" strokeWidth="6" />
      {ringPoints(8, 27, 32, 32).map((seat, i) => (
        <circle key={i} cx={seat.x} cy={seat.y} r="4" fill="currentColor" />
      ))}
    </Svg>
  )
}
