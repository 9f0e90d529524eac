import { StaticSvg } from '@components/ui/StaticSvg'

/** A glass on each side: the bowl, the wine in it, the stem and the foot, leaning towards the candle. */
function Glass({ x, lean }: { x: number; lean: number }) {
  return (
    <g transform={`rotate(${lean} ${x} 228)`}>
      <path className="art-glass" d={`M${x - 24} 118c0 40 8 50 24 50s24-10 24-50z`} />
      <path className="art-wine" d={`M${x - 22} 138c2 22 10 28 22 28s20-6 22-28z`} />
      <path className="art-line" d={`M${x} 168V224M${x - 18} 226H${x + 18}`} />
    </g>
  )
}

/** A speech bubble with its three dots, its tail towards the glass below it. */
function Bubble({ x, y, tail }: { x: number; y: number; tail: 'left' | 'right' }) {
  const tip = tail === 'left' ? x + 26 : x + 66
  return (
    <g>
      <rect className="art-bubble" x={x} y={y} width="92" height="46" rx="18" />
      <path className="art-bubble" d={`M${tip - 10} ${y + 40}l${tail === 'left' ? -4 : 24} 22 ${tail === 'left' ? 24 : -4}-22z`} />
      {[0, 1, 2].map((dot) => (
        <circle key={dot} className="art-dot" cx={x + 32 + dot * 14} cy={y + 23} r="4" />
      ))}
    </g>
  )
}

/** The manifesto's illustration: two glasses around a candle, and a conversation above them. */
export function ManifestoArt() {
  return (
    <StaticSvg viewBox="0 0 320 300" width="320" height="300" className="art" aria-hidden="true" focusable="false">
      <circle className="art-halo" cx="160" cy="150" r="146" />
      <circle className="art-glow" cx="160" cy="112" r="30" />
      <rect className="art-table" x="22" y="230" width="276" height="10" rx="5" />
      <rect className="art-candle" x="149" y="136" width="22" height="90" rx="4" />
      <path className="art-line" d="M160 136V124" />
      <path className="art-flame" d="M160 94c7 9 10 15 10 20a10 10 0 0 1-20 0c0-5 3-11 10-20z" />
      <path className="art-line" d="M136 226H184" />
      <Glass x={88} lean={6} />
      <Glass x={232} lean={-6} />
      <Bubble x={34} y={34} tail="left" />
      <Bubble x={194} y={16} tail="right" />
    </StaticSvg>
  )
}
