/** Points evenly spaced on a circle, the first at the top (12 o'clock), clockwise: the seats around the club's table. */
export function ringPoints(count: number, radius: number, cx: number, cy: number): Array<{ x: number; y: number; angle: number }> {
  return Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * 2 * Math.PI - Math.PI / 2
    return { x: round(cx + radius * Math.cos(angle)), y: round(cy + radius * Math.sin(angle)), angle }
  })
}

/** Two decimals are plenty in a drawing, and keep the markup short. */
export function round(value: number): number {
  return Math.round(value * 100) / 100
}
