/**
 * `npm run lint:deps`: the layers of DESIGN §2 (docs/architecture.md). dependency-cruiser checks
 * the rules of .dependency-cruiser.cjs; then, since only a file's first line says it runs in the
 * browser, this walks the run-time imports (type-only ones are erased) of every module marked
 * 'use client' and fails on any that reaches server code: client components never import it.
 * Last, src/server's own floors (serverFloors.ts): imports point down, the dinners' sub-features
 * stand on their base alone, and no folder grows past a dozen files.
 */
import { readFileSync } from 'node:fs'

import { cruise, format, type IDependency, type IModule } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'

import { serverFloorProblems } from './serverFloors'

const SERVER_CODE = /^(src\/(server|admin)\/|collections\/|globals\/|tooling\/|scripts\/|payload\.config\.)/
/**
 * The team's texts, which only the admin's screens show: a public page's client code that reached
 * them shipped them all to every visitor (dinners.ts once took fill() from adminTexts.ts).
 */
const TEAM_TEXTS = /^src\/domain\/(adminTexts|dinnerAdminTexts)\.ts$/
const TEAM_SCREENS = /^(components\/admin|src\/admin|src\/app\/\(payload\))\//
const ROOTS = [
  'src',
  'components',
  'collections',
  'globals',
  'tooling',
  'scripts',
  'tests',
  'stories',
  '.storybook',
  'payload.config.ts',
  'next.config.mjs',
]

const isRuntime = (dependency: IDependency) => !dependency.dependencyTypes.includes('type-only') && !dependency.coreModule
const isClientEntry = (module: IModule) =>
  /\.(tsx?|jsx?)$/.test(module.source) && /^\s*['"]use client['"]/.test(readFileSync(module.source, 'utf8'))

async function main(): Promise<void> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs')
  const { output } = await cruise(ROOTS, options, undefined, { tsConfig: extractTSConfig('tsconfig.json') })
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not modules')
  const report = await format(output, { outputType: 'err' })
  if (report.exitCode > 0) {
    console.error(report.output)
    process.exit(1)
  }
  const bySource = new Map(output.modules.map((module) => [module.source, module]))
  const problems: string[] = []
  const teamTexts: string[] = []
  for (const entry of output.modules.filter(isClientEntry)) {
    const seen = new Set([entry.source])
    const path = new Map<string, string[]>([[entry.source, [entry.source]]])
    const queue = [entry.source]
    while (queue.length > 0) {
      const source = queue.shift() as string
      for (const dependency of bySource.get(source)?.dependencies.filter(isRuntime) ?? []) {
        const target = dependency.resolved
        if (seen.has(target) || target.startsWith('node_modules/')) continue
        seen.add(target)
        path.set(target, [...(path.get(source) ?? []), target])
        if (SERVER_CODE.test(target)) problems.push(path.get(target)?.join(' → ') ?? target)
        else queue.push(target)
        if (TEAM_TEXTS.test(target) && !TEAM_SCREENS.test(entry.source)) teamTexts.push(path.get(target)?.join(' → ') ?? target)
      }
    }
  }
  if (problems.length > 0) {
    console.error(`✖ client components reach server code at run time:\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  if (teamTexts.length > 0) {
    console.error(`✖ the public site's client code carries the team's texts:\n  ${teamTexts.join('\n  ')}`)
    process.exit(1)
  }
  const floors = serverFloorProblems(output.modules)
  if (floors.length > 0) {
    console.error(`✖ src/server's floors do not hold:\n  ${floors.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    `✔ the layers hold: ${output.summary.totalCruised} modules, ${output.summary.totalDependenciesCruised} imports, ${output.modules.filter(isClientEntry).length} client components walked`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
