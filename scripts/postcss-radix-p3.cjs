/*
 * PostCSS plugin: a Radix colour token's wide-gamut value goes when it is the same colour as its
 * sRGB value. Each token file writes every colour twice, in sRGB and, for screens that
 * show Display P3, in P3 coordinates; for most tokens the second is the first colour itself
 * (sand-1 is #fdfdfc and color(display-p3 .992 .992 .989)), which a P3 screen shows as well from
 * the sRGB value. A token keeps its P3 value when it differs by more than one step of 255 in a
 * channel or in opacity: the more saturated reds, greens and ambers, most translucent tokens.
 */
const ColorModule = require('colorjs.io')

const { cameFrom, removeEmptied } = require('./radix-sources.cjs')

const Color = ColorModule.default ?? ColorModule
const COLOR_TOKENS = /@radix-ui[\\/]themes[\\/]tokens[\\/]colors[\\/][a-z]+\.css$/
const STEP = 1 / 255

const inP3Block = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.type === 'atrule' && parent.name === 'supports' && parent.params.includes('display-p3')) return true
  return false
}

/** Whether two CSS colours look the same on any screen: within one step of 255 in each sRGB channel and in opacity. */
function sameColour(p3, srgb) {
  try {
    const a = new Color(p3).to('srgb')
    const b = new Color(srgb).to('srgb')
    return a.coords.every((value, i) => Math.abs(value - b.coords[i]) <= STEP) && Math.abs(Number(a.alpha) - Number(b.alpha)) <= STEP
  } catch {
    return false
  }
}

const radixP3 = () => ({
  postcssPlugin: 'radix-p3',
  Once(root) {
    const fromTokens = cameFrom(COLOR_TOKENS)
    if (!fromTokens(root) && !root.some(fromTokens)) return
    const srgb = new Map()
    root.walkDecls((decl) => {
      if (fromTokens(decl) && decl.prop.startsWith('--') && !inP3Block(decl)) srgb.set(`${decl.parent.selector}|${decl.prop}`, decl.value)
    })
    root.walkDecls((decl) => {
      if (!fromTokens(decl) || !inP3Block(decl)) return
      const twin = srgb.get(`${decl.parent.selector}|${decl.prop}`)
      if (twin !== undefined && sameColour(decl.value, twin)) decl.remove()
    })
    root.walkRules((rule) => {
      if (fromTokens(rule) && rule.nodes.length === 0) rule.remove()
    })
    removeEmptied(root, fromTokens)
  },
})
radixP3.postcss = true
module.exports = radixP3
