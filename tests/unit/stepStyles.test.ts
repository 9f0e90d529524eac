import { readFileSync } from 'node:fs'

import { cruise, type IDependency, type IModule } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { beforeAll, describe, expect, it } from 'vitest'

import { PROGRESS_STYLES, STEP_STYLES } from '@components/registration/lazySteps'

const LAZY_STEPS = 'components/registration/lazySteps.tsx'
const STEP_FORM = /(\d): \(\) => import\('\.\/(steps\/\w+)'\)/g
const RADIX_STYLES = /<RadixStyles\s+of="(\w+)"/g
const isRuntime = (dependency: IDependency) => !dependency.dependencyTypes.includes('type-only') && !dependency.coreModule

let modules: Map<string, IModule>

beforeAll(async () => {
  // Our modules as the layers' check reads them (tooling/checks/layers.ts): aliases resolved, type-only imports apart.
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs')
  const { output } = await cruise(['components/registration'], options, undefined, { tsConfig: extractTSConfig('tsconfig.json') })
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not modules')
  modules = new Map(output.modules.map((module) => [module.source, module]))
}, 60_000)

/** The deferred Radix components a module renders, itself or through the modules of ours it imports at run time. */
function stylesRenderedBy(entry: string): string[] {
  const seen = new Set<string>()
  const found = new Set<string>()
  const visit = (source: string) => {
    if (seen.has(source) || source.startsWith('node_modules/')) return
    seen.add(source)
    for (const [, component] of readFileSync(source, 'utf8').matchAll(RADIX_STYLES)) found.add(component)
    for (const dependency of modules.get(source)?.dependencies.filter(isRuntime) ?? []) visit(dependency.resolved)
  }
  visit(entry)
  return [...found].sort()
}

describe('the styles fetched ahead of each wizard step (components/registration/lazySteps.tsx)', () => {
  const steps = [...readFileSync(LAZY_STEPS, 'utf8').matchAll(STEP_FORM)].map(([, step, path]) => ({
    step: Number(step) as keyof typeof STEP_STYLES,
    file: `components/registration/${path}.tsx`,
  }))

  it('reads every numbered step’s form', () => {
    expect(steps.map(({ step }) => step)).toEqual([2, 3, 4, 5, 6, 7, 8])
  })

  it('are those its form renders, no more and no fewer', () => {
    for (const { step, file } of steps) expect([...STEP_STYLES[step]].sort(), `step ${step}`).toEqual(stylesRenderedBy(file))
  })

  it('and the progress bar’s, above the numbered steps', () => {
    expect([...PROGRESS_STYLES].sort()).toEqual(stylesRenderedBy('components/registration/WizardProgress.tsx'))
  })
})
