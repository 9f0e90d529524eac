import { ringPoints, round } from '@components/ui/ring'
import { StaticSvg } from '@components/ui/StaticSvg'

import { THEMES } from '@/domain/themes'

/** The six stops of the way, from the sign-up (bottom left) to the table (top right). */
const STOPS = [
  { x: 46, y: 252 },
  { x: 116, y: 224 },
  { x: 82, y: 164 },
  { x: 154, y: 134 },
  { x: 214, y: 184 },
  { x: 250, y: 120 },
]
const TABLE = { x: 242, y: 52 }

/** A smooth line through points: each corner becomes a curve through the middle of its sides. */
function smoothPath(points: Array<{ x: number; y: number }>): string {
  const middle = (a: { x: number; y: number }, b: { x: number; y: number }) => `${round((a.x + b.x) / 2)} ${round((a.y + b.y) / 2)}`
  const inner = points.slice(1, -1).map((point, i) => `Q${point.x} ${point.y} ${middle(point, points[i + 2])}`)
  const last = points[points.length - 1]
  return `M${points[0].x} ${points[0].y}L${middle(points[0], points[1])}${inner.join('')}L${last.x} ${last.y}`
}

/** How it works, drawn: a path of six numbered stops that ends at the club's table. */
export function StepsArt() {
  return (
    <StaticSvg viewBox="0 0 320 300" width="320" height="300" className="art" aria-hidden="true" focusable="false">
      <circle className="art-halo" cx="160" cy="150" r="146" />
      <path className="art-path" d={smoothPath([...STOPS, TABLE])} />
      <circle className="art-cloth" cx={TABLE.x} cy={TABLE.y} r="26" />
      {ringPoints(THEMES.length, 37, TABLE.x, TABLE.y).map((seat, i) => (
        <circle key={THEMES[i].id} cx={seat.x} cy={seat.y} r="6" style={{ fill: THEMES[i].color }} />
      ))}
      <circle className="art-ring" cx={TABLE.x} cy={TABLE.y} r="12" />
      {STOPS.map((stop, i) => (
        <g key={i}>
          <circle className="art-stop" cx={stop.x} cy={stop.y} r="16" />
          <text className="art-stop-number" x={stop.x} y={stop.y} dy="0.35em" textAnchor="middle">
            {i + 1}
          </text>
        </g>
      ))}
    </StaticSvg>
  )
}
