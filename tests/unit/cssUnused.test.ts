import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const postcss = require('postcss')

const { dropUnused } = require('../../scripts/css-unused.cjs')

const drop = (css: string, readers: string[] = [], namers: string[] = []) =>
  dropUnused(postcss.parse(css), { readers, namers }).toString().replace(/\s+/g, ' ').trim()

describe('what the site’s stylesheet declares and nothing uses (scripts/css-unused.cjs)', () => {
  it('keeps a custom property a rule reads, directly or through another, and one the code names', () => {
    const css = ':root{--a:1px;--b:var(--a);--c:2px;--d:3px;--inline:4px} .x{margin:var(--b)}'
    expect(drop(css, ['<div style={{ padding: "var(--inline)" }} />'])).toBe(':root{--a:1px;--b:var(--a);--inline:4px} .x{margin:var(--b)}')
  })

  it('drops a declaration the same selector declares again later, unconditionally, not one under a condition', () => {
    const css =
      '@layer one{.t{--font:a;--size:1px}} @layer two{.t{--font:b}} @media (min-width:1px){.t{--size:2px}} .x{font-family:var(--font);width:var(--size)}'
    expect(drop(css)).toBe(
      '@layer one{.t{--size:1px}} @layer two{.t{--font:b}} @media (min-width:1px){.t{--size:2px}} .x{font-family:var(--font);width:var(--size)}',
    )
  })

  it('drops the rules, font faces and keyframes left unused, and keeps those something names', () => {
    const css = [
      '.t{--gone:1px}',
      '@font-face{font-family:"Unused Face";src:local(Arial)}',
      '@font-face{font-family:Used Face;src:local(Arial)}',
      '@font-face{font-family:Named Elsewhere;src:local(Arial)}',
      '@keyframes spin{to{rotate:1turn}} @keyframes idle{to{opacity:0}}',
      '.x{font-family:"Used Face",serif;animation:spin 1s linear infinite}',
    ].join(' ')
    expect(drop(css, [], ["fallback: ['Named Elsewhere']"])).toBe(
      '@font-face{font-family:Used Face;src:local(Arial)} @font-face{font-family:Named Elsewhere;src:local(Arial)} @keyframes spin{to{rotate:1turn}} .x{font-family:"Used Face",serif;animation:spin 1s linear infinite}',
    )
  })
})
