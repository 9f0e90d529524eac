/*
 * What the site's stylesheet declares and nothing uses, removed. Radix Themes' files
 * declare custom properties no rule of ours reads (alpha steps, shadows, the cursors and fonts of
 * components we never render), 20 @font-face rules for its own system-font stacks, which the club's
 * faces replace, and the keyframes of every component. Measured on the site's stylesheet: 917 → 725
 * custom properties, 32 → 12 faces, 28 → 9 keyframes; 109 → 95 kB, 18.3 → 16.0 kB gzipped, in
 * every document before its first paint.
 * Removed, in this order:
 * - a custom property declared again, later, on the same selector and outside any condition (the
 *   site's `--default-font-family` over Radix's): the first declaration can never apply;
 * - a custom property no `var()` of what is left reads, nor any text of `readers` names (the
 *   deferred components' styles, our code's inline styles, Radix's code), until none is left;
 * - an @font-face whose family nothing left names, nor any text of `namers` (next/font's
 *   options name the fallbacks), and @keyframes nothing left animates (a deferred component's
 *   text brings its own).
 * The cascade layers keep their order, so "later" in the text is "wins" (scripts/radix-deferred.cjs).
 */
const VAR_READ = /var\(\s*(--[\w-]+)/g
const PROPERTY_NAMED = /--[A-Za-z][\w-]*/g
const FAMILY = /^\s*["']?([^"',]+?)["']?\s*$/

/** The rule's context is unconditional: at the root, or in cascade layers only. */
function unconditional(rule) {
  for (let parent = rule.parent; parent && parent.type !== 'root'; parent = parent.parent)
    if (parent.type !== 'atrule' || parent.name !== 'layer') return false
  return true
}

function dropOverridden(root) {
  const last = new Map()
  const overridden = []
  root.walkDecls(/^--/, (decl) => {
    if (decl.important || decl.parent.type !== 'rule' || !unconditional(decl.parent)) return
    const key = `${decl.parent.selector}\n${decl.prop}`
    if (last.has(key)) overridden.push(last.get(key))
    last.set(key, decl)
  })
  for (const decl of overridden) decl.remove()
}

function dropUnread(root, named) {
  for (;;) {
    const read = new Set(named)
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(VAR_READ)) read.add(name)
    })
    let removed = 0
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop)) return
      decl.remove()
      removed++
    })
    if (removed === 0) return
  }
}

/** Every value that names fonts or animations, with the outside texts, as one text to look names up in. */
function namingText(root, outside) {
  const values = []
  root.walkDecls((decl) => {
    if (decl.parent.type === 'atrule' && decl.parent.name === 'font-face') return
    if (/^(--|font$|font-family$|animation)/.test(decl.prop)) values.push(decl.value)
  })
  return [...values, ...outside].join('\n')
}

function dropUnnamed(root, outside) {
  const text = namingText(root, outside)
  const named = (name) => new RegExp(`(^|[\\s,"'])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[\\s,"';])`, 'm').test(text)
  root.walkAtRules('font-face', (face) => {
    let family
    face.walkDecls('font-family', (decl) => void (family = FAMILY.exec(decl.value)?.[1]))
    if (family && !named(family)) face.remove()
  })
  root.walkAtRules(/keyframes$/, (keyframes) => {
    if (!named(keyframes.params)) keyframes.remove()
  })
}

function dropEmpty(root) {
  let removed
  do {
    removed = 0
    root.walk((node) => {
      if ((node.type === 'rule' || (node.type === 'atrule' && node.nodes)) && node.nodes.length === 0) {
        node.remove()
        removed++
      }
    })
  } while (removed > 0)
}

/**
 * Removes from `root` (a PostCSS root) what nothing uses. `readers`: the texts that may read its
 * custom properties (every `--name` they mention counts as read); `namers`, those that may name its
 * font families.
 */
function dropUnused(root, { readers, namers }) {
  const named = new Set(readers.flatMap((text) => text.match(PROPERTY_NAMED) ?? []))
  dropOverridden(root)
  dropUnread(root, named)
  dropUnnamed(root, namers)
  dropEmpty(root)
  return root
}

module.exports = { dropUnused }
