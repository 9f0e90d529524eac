import { ringPoints, round } from '@components/ui/ring'
import { StaticSvg } from '@components/ui/StaticSvg'

import { THEMES } from '@/domain/themes'

const CENTER = 200
/** Pairs of guests talking across the table. */
const CONVERSATIONS = [
  [0, 3],
  [2, 5],
  [4, 7],
  [6, 1],
] as const

/**
 * The home page's illustration: the club's table seen from above, as in the mark — eight
 * places set around a candle, one chair in each theme's colour, conversations crossing it.
 */
export function HeroArt() {
  const seats = ringPoints(THEMES.length, 100, CENTER, CENTER)
  const talk = ringPoints(THEMES.length, 74, CENTER, CENTER)
  return (
    <StaticSvg viewBox="0 0 400 400" width="400" height="400" className="art" aria-hidden="true" focusable="false">
      <circle className="art-halo" cx={CENTER} cy={CENTER} r="198" />
      {seats.map((seat, i) => (
        <g key={THEMES[i].id} transform={`translate(${seat.x} ${seat.y}) rotate(${round((seat.angle * 180) / Math.PI - 90)})`}>
          <rect x="-26" y="30" width="52" height="30" rx="13" style={{ fill: THEMES[i].color }} />
        </g>
      ))}
      <circle className="art-cloth" cx={CENTER} cy={CENTER} r="134" />
      {CONVERSATIONS.map(([from, to]) => {
        const a = talk[from]
        const b = talk[to]
        const control = { x: round((a.x + b.x) * 0.3 + CENTER * 0.4), y: round((a.y + b.y) * 0.3 + CENTER * 0.4) }
        return <path key={`${from}-${to}`} className="art-talk" d={`M${a.x} ${a.y}Q${control.x} ${control.y} ${b.x} ${b.y}`} />
      })}
      {seats.map((seat, i) => (
        <g key={i} transform={`translate(${seat.x} ${seat.y}) rotate(${round((seat.angle * 180) / Math.PI - 90)})`}>
          <circle className="art-plate" r="21" />
          <circle className="art-plate-inner" r="13" />
          <path className="art-cutlery" d="M-28 -8V10M28 -8V10" />
          <circle className="art-wine-glass" cx="21" cy="-25" r="5" />
        </g>
      ))}
      <circle className="art-glow" cx={CENTER} cy={CENTER} r="22" />
      <circle className="art-ring" cx={CENTER} cy={CENTER} r="34" />
      <path className="art-flame" d="M200 184c6 8 9 13 9 18a9 9 0 0 1-18 0c0-5 3-10 9-18z" />
    </StaticSvg>
  )
}
