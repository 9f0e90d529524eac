import { createElement as h, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { HeroArt } from '@components/site/art/HeroArt'
import { LogoMark } from '@components/ui/LogoMark'
import { StaticSvg } from '@components/ui/StaticSvg'

/** A drawing's shapes as the site writes them: classes, styles, hyphenated attributes, text, groups and a component. */
function Dot({ x }: { x: number }) {
  return h('circle', { className: 'art-dot', cx: x, cy: 4, r: '2', style: { fill: '#a8500f' } })
}
const shapes = () => [
  h('circle', { key: 'halo', className: 'art-halo', cx: '160', cy: '150', r: '146' }),
  h('path', { key: 'path', d: 'M1 2Q3 4 5 6', fill: 'none', stroke: 'currentColor', strokeWidth: '6' }),
  h('g', { key: 'g', transform: 'translate(1 2) rotate(45)' }, h(Dot, { x: 1 }), h(Dot, { x: 2 })),
  h('text', { key: 'text', x: 3, y: 4, dy: '0.35em', textAnchor: 'middle' }, 1 + 1),
  h(Fragment, { key: 'fragment' }, h('rect', { x: '1', y: '2', width: '3', height: '4', rx: '1' })),
]
const svgProps = { viewBox: '0 0 320 300', width: '320', height: '300', className: 'art', 'aria-hidden': true, focusable: 'false' as const }

describe('StaticSvg: a drawing written once, as markup', () => {
  it('writes the same markup as React writes for the same shapes', () => {
    expect(renderToStaticMarkup(h(StaticSvg, svgProps, shapes()))).toBe(renderToStaticMarkup(h('svg', svgProps, shapes())))
  })

  it('draws the site’s drawings and its mark as elements would', () => {
    const hero = renderToStaticMarkup(h(HeroArt))
    expect(hero.match(/<circle /g)?.length).toBeGreaterThan(20)
    expect(hero).toContain('style="fill:#')
    expect(renderToStaticMarkup(h(LogoMark, { size: 30, drawnOnce: true }))).toBe(renderToStaticMarkup(h(LogoMark, { size: 30 })))
  })
})
