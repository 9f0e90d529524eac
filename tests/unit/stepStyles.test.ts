import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

import { describe, expect, it } from 'vitest'

import { PROGRESS_STYLES, STEP_STYLES } from '@components/registration/lazySteps'

const LAZY_STEPS = resolve('components/registration/lazySteps.tsx')
const STEP_FORM = /(\d): \(\) => import\('(\.\/steps\/\w+)'\)/g
const OWN_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm
const RADIX_STYLES = /<RadixStyles\s+of="(\w+)"/g

/** The file of one of our modules an import names (`@components/…` or relative); none for a package or `@/…`. */
function moduleFile(specifier: string, importer: string): string | undefined {
  const base = specifier.startsWith('@components/')
    ? resolve('components', specifier.slice('@components/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(importer), specifier)
      : undefined
  return base && [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((file) => existsSync(file))
}

/** The deferred Radix components a module renders, itself or through the components it imports. */
function stylesRenderedBy(entry: string): string[] {
  const seen = new Set<string>()
  const found = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const [, component] of text.matchAll(RADIX_STYLES)) found.add(component)
    for (const [, specifier] of text.matchAll(OWN_IMPORT)) {
      const next = moduleFile(specifier, file)
      if (next) visit(next)
    }
  }
  visit(entry)
  return [...found].sort()
}

describe('the styles fetched ahead of each wizard step (components/registration/lazySteps.tsx)', () => {
  const steps = [...readFileSync(LAZY_STEPS, 'utf8').matchAll(STEP_FORM)].map(([, step, path]) => ({
    step: Number(step) as keyof typeof STEP_STYLES,
    file: moduleFile(path, LAZY_STEPS) as string,
  }))

  it('reads every numbered step’s form', () => {
    expect(steps.map(({ step }) => step)).toEqual([2, 3, 4, 5, 6, 7, 8])
  })

  it('are those its form renders, no more and no fewer', () => {
    for (const { step, file } of steps) expect([...STEP_STYLES[step]].sort(), `step ${step}`).toEqual(stylesRenderedBy(file))
  })

  it('and the progress bar’s, above the numbered steps', () => {
    expect([...PROGRESS_STYLES].sort()).toEqual(stylesRenderedBy(resolve('components/registration/WizardProgress.tsx')))
  })
})
