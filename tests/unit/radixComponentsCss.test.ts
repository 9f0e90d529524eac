import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const radixComponents = require('../../scripts/postcss-radix-components.cjs')

const COMPONENTS_CSS = 'node_modules/@radix-ui/themes/components.css'

async function trimmed(from: string) {
  const css = readFileSync(COMPONENTS_CSS, 'utf8')
  return { before: css, after: (await postcss([radixComponents()]).process(css, { from })).css }
}

const classesIn = (css: string) => new Set(css.match(/\.rt-[A-Z][A-Za-z]*/g))

describe('Radix Themes’ components.css, trimmed to the kit (postcss.config.mjs)', () => {
  it('keeps the styles of the components the site renders, and of the Radix parts they are built from', async () => {
    const kept = classesIn((await trimmed(COMPONENTS_CSS)).after)
    // Imported by name in components/, or drawn with their classes (the Switch) …
    for (const name of [
      '.rt-Button',
      '.rt-SelectTrigger',
      '.rt-SelectItem',
      '.rt-TextFieldInput',
      '.rt-TextAreaInput',
      '.rt-CheckboxRoot',
      '.rt-RadioCardsItem',
      '.rt-SwitchRoot',
      '.rt-BaseTabList',
      '.rt-Card',
      '.rt-Badge',
      '.rt-Heading',
      '.rt-Text',
      '.rt-TooltipContent',
      '.rt-ProgressRoot',
      '.rt-Skeleton',
      '.rt-IconButton',
    ]) {
      expect(kept, name).toContain(name)
    }
    // … and what those are made of: the Select's scroll area, the Button's spinner, the Dialog's overlay.
    for (const name of [
      '.rt-ScrollAreaViewport',
      '.rt-BaseButton',
      '.rt-Spinner',
      '.rt-BaseDialogOverlay',
      '.rt-BaseDialogContent',
      '.rt-BaseCheckboxRoot',
    ]) {
      expect(kept, name).toContain(name)
    }
  })

  it('drops the components nothing uses, and keeps the reset and the theme root', async () => {
    const { before, after } = await trimmed(COMPONENTS_CSS)
    const kept = classesIn(after)
    for (const name of [
      '.rt-DataListRoot',
      '.rt-Inset',
      '.rt-AvatarRoot',
      '.rt-SegmentedControlRoot',
      '.rt-TableRoot',
      '.rt-ThemePanelSwatch',
      '.rt-Kbd',
    ]) {
      expect(kept, name).not.toContain(name)
    }
    expect(after.length).toBeLessThan(before.length * 0.6)
    expect(after).toContain('.rt-reset')
    expect(after).toContain("[data-is-root-theme='true']")
  })

  it('drops the variants nothing asks for, and keeps those our code names or Radix gives by default', async () => {
    const { before, after } = await trimmed(COMPONENTS_CSS)
    // Nothing in the site asks for « classic »: every kept component drew it.
    expect(before).toContain('.rt-BaseButton:where(.rt-variant-classic)')
    expect(after).not.toContain('rt-variant-classic')
    // 'ghost' and 'outline' are named by the kit's Button; 'surface' is a select's default, never written.
    expect(after).toContain('.rt-BaseButton:where(.rt-variant-ghost)')
    expect(after).toContain('.rt-BaseButton:where(.rt-variant-outline)')
    expect(after).toContain('.rt-SelectTrigger:where(.rt-variant-surface)')
  })

  it('keeps a selector whose :where() list names one used component among unused ones (the active tab’s label)', async () => {
    const { after } = await trimmed(COMPONENTS_CSS)
    expect(after).toMatch(/:where\(\.rt-BaseTabListTrigger\[data-state='active'\][^)]*\) \.rt-BaseTabListTriggerInner/)
  })

  it('trims the same rules once Vite (Storybook) has inlined kit.css’s imports, and reports the folders it read', async () => {
    const radix = postcss.parse(readFileSync(COMPONENTS_CSS, 'utf8'), { from: COMPONENTS_CSS })
    const kit = postcss.parse('.site-own { color: red }', { from: 'components/ui/kit.css' })
    kit.append(radix.nodes)
    const result = await postcss([radixComponents()]).process(kit, { from: 'components/ui/kit.css' })
    expect(result.css).toContain('.site-own')
    expect(classesIn(result.css)).toContain('.rt-SelectTrigger')
    expect(classesIn(result.css)).not.toContain('.rt-DataListRoot')
    const folders = result.messages.filter((m) => m.type === 'dir-dependency').map((m) => m.dir.split(/[\\/]/).pop())
    expect(folders).toEqual(['components', 'src', 'stories'])
  })

  it('leaves every other stylesheet as it is', async () => {
    const { before, after } = await trimmed('/somewhere/else/components.css')
    expect(after).toBe(before)
  })
})
