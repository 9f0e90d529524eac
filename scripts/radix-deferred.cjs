/*
 * The Radix components whose styles the site's stylesheet leaves out (components/ui/radixDeferred.json):
 * selects, switches, checkboxes, radio cards, tabs, tooltips, skeletons, progress bars, dialogs and
 * text areas, which most pages never show (6.5 kB gzipped of every such page's document). Each arrives
 * with the first kit component that renders it (components/ui/RadixStyles.tsx): in the document for
 * a page the server renders, as a file for one the browser renders first. The menu's drawer and the
 * contact dialog fetch theirs beside their code, which they fetch on the first tap anyway. The text
 * fields stay in the stylesheet (the home page's sign-up, the login, the registration).
 * Cascade layers keep Radix's order wherever the rules land: the tokens, then the components, then
 * everything after them (the utilities, the kit's and the site's own rules), as in kit.css. Within a
 * layer, rules of two stylesheets follow the documents' order, which React decides; hence a layer
 * of their own for the deferred components.
 */
const { ourUse, radixClasses, wantedSelector } = require('./postcss-radix-components.cjs')
const { trimRules } = require('./radix-sources.cjs')

const DEFERRED = require('../components/ui/radixDeferred.json')

const LAYERS = { tokens: 'kit-tokens', components: 'kit-components', deferred: 'kit-deferred', after: 'kit-after' }
/**
 * The layers' order, at the head of every text (a component's may land before the stylesheet): the
 * deferred components come after the others, as Radix's reset and base classes, which they build on,
 * come before them in components.css.
 */
const LAYER_ORDER = `@layer ${LAYERS.tokens},${LAYERS.components},${LAYERS.deferred},${LAYERS.after};`

/** Which component classes stay in the stylesheet, and which each deferred component brings. */
function classSets() {
  const use = ourUse()
  const groups = Object.fromEntries(DEFERRED.map((name) => [name, radixClasses([name])]))
  const deferredClasses = new Set(Object.values(groups).flatMap((classes) => [...classes]))
  const base = radixClasses([...use.imported].filter((name) => !DEFERRED.includes(name)))
  // A variant our code names stays with whatever component it is written for (the component's own class decides where a rule goes).
  for (const name of use.classes) if (!deferredClasses.has(name) || name.startsWith('rt-variant-')) base.add(name)
  for (const classes of Object.values(groups)) for (const name of base) classes.delete(name)
  return { base, groups }
}

/** A deferred component's text keeps the keyframes its own rules animate with (the stylesheet keeps those its rules do). */
function keepOwnKeyframes(copy) {
  const animations = []
  copy.walkDecls(/^animation/, (decl) => void animations.push(decl.value))
  const named = new Set(animations.join(' ').split(/[\s,]+/))
  copy.walkAtRules(/keyframes$/, (atRule) => {
    if (!named.has(atRule.params)) atRule.remove()
  })
}

/**
 * Splits Radix's (already trimmed) components.css: the rules every page may need stay in `root`;
 * each deferred component gets a copy of its own (a rule two of them need goes with both). A
 * selector only a combination of deferred components could match stays, to be safe.
 */
function splitDeferred(root) {
  const { base, groups } = classSets()
  const owners = (selector) => DEFERRED.filter((name) => wantedSelector(selector, new Set([...base, ...groups[name]])))
  const stays = (selector) => wantedSelector(selector, base) || owners(selector).length === 0
  const deferred = {}
  for (const name of DEFERRED) {
    const copy = root.clone()
    trimRules(
      copy,
      () => true,
      (selector) => !stays(selector) && owners(selector).includes(name),
    )
    keepOwnKeyframes(copy)
    deferred[name] = copy
  }
  trimRules(root, () => true, stays)
  return deferred
}

module.exports = { DEFERRED, LAYERS, LAYER_ORDER, splitDeferred }
