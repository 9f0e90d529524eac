import { ringPoints } from '@components/ui/ring'
import { StaticSvg } from '@components/ui/StaticSvg'

/** Lines of text on the page: their widths, in the page's 150 units. */
const LINES = [92, 118, 104, 120, 74, 112, 96]
const SEAL = { x: 222, y: 214 }

/** The legal pages' illustration: a written page under the club's wax seal (the mark in the wax). */
export function LegalArt() {
  return (
    <StaticSvg viewBox="0 0 320 300" width="320" height="300" className="art" aria-hidden="true" focusable="false">
      <circle className="art-halo" cx="160" cy="150" r="146" />
      <rect className="art-paper" x="74" y="34" width="160" height="214" rx="8" />
      <rect className="art-heading-line" x="94" y="58" width="84" height="10" rx="5" />
      {LINES.map((width, i) => (
        <rect key={i} className="art-text-line" x="94" y={88 + i * 20} width={width} height="6" rx="3" />
      ))}
      <path
        className="art-ribbon"
        d={`M${SEAL.x - 20} ${SEAL.y + 20}l-10 44 16-10 12 14 6-44zM${SEAL.x + 20} ${SEAL.y + 20}l10 44-16-10-12 14-6-44z`}
      />
      <circle className="art-seal" cx={SEAL.x} cy={SEAL.y} r="40" />
      <circle className="art-seal-ring" cx={SEAL.x} cy={SEAL.y} r="12" />
      {ringPoints(8, 24, SEAL.x, SEAL.y).map((seat, i) => (
        <circle key={i} className="art-seal-seat" cx={seat.x} cy={seat.y} r="3.5" />
      ))}
    </StaticSvg>
  )
}
