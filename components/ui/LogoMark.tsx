/**
 * The club's mark: the ring of the favicon, a table seen from above, with its eight guests
 * around it. Drawn in currentColor, so it takes the colour of the text around it (light or dark).
 */
export function LogoMark({ size = 32, title }: { size?: number; title?: string }) {
  const seats = Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * 2 * Math.PI - Math.PI / 2
    return { cx: 32 + 27 * Math.cos(angle), cy: 32 + 27 * Math.sin(angle) }
  })
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className="logo-mark"
    >
      <circle cx="32" cy="32" r="16" fill="none" stroke="currentColor" strokeWidth="6" />
      {seats.map((seat, i) => (
        <circle key={i} cx={seat.cx.toFixed(2)} cy={seat.cy.toFixed(2)} r="4" fill="currentColor" />
      ))}
    </svg>
  )
}
