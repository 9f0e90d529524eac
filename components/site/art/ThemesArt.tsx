import { ringPoints, round } from '@components/ui/ring'
import { StaticSvg } from '@components/ui/StaticSvg'

import { THEMES } from '@/domain/themes'

const CENTER = 160
const RADIUS = 112
/** Degrees left empty between two arcs. */
const GAP = 7

/** One theme's arc of the wheel, clockwise from the top. */
function arc(index: number): string {
  const span = 360 / THEMES.length
  const point = (degrees: number) => {
    const angle = ((degrees - 90) * Math.PI) / 180
    return `${round(CENTER + RADIUS * Math.cos(angle))} ${round(CENTER + RADIUS * Math.sin(angle))}`
  }
  const start = index * span - span / 2 + GAP / 2
  return `M${point(start)}A${RADIUS} ${RADIUS} 0 0 1 ${point(start + span - GAP)}`
}

/** The themes, drawn: a wheel of the eight colours around the club's table. */
export function ThemesArt() {
  return (
    <StaticSvg viewBox="0 0 320 320" width="320" height="320" className="art" aria-hidden="true" focusable="false">
      <circle className="art-halo" cx={CENTER} cy={CENTER} r="156" />
      {THEMES.map((theme, i) => (
        <path key={theme.id} className="art-arc" d={arc(i)} style={{ stroke: theme.color }} />
      ))}
      <circle className="art-cloth" cx={CENTER} cy={CENTER} r="62" />
      {ringPoints(THEMES.length, 46, CENTER, CENTER).map((seat, i) => (
        <circle key={THEMES[i].id} cx={seat.x} cy={seat.y} r="6" style={{ fill: THEMES[i].color }} />
      ))}
      <circle className="art-ring" cx={CENTER} cy={CENTER} r="22" />
    </StaticSvg>
  )
}
