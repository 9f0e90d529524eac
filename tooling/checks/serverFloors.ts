/**
 * src/server's floors, checked by `npm run lint:deps` (tooling/checks/layers.ts). Its folders and
 * loose files stand on floors, from the ground up: a module imports from its own folder and from
 * lower floors, never from its own floor's neighbours or from above, so no arrow runs back up. A
 * new folder is given its floor here, or the check fails. Inside src/server/dinners, each
 * sub-feature stands on base/ and on nothing of its siblings: what two of them share goes to
 * base/, which imports none of them. And no folder holds more than MAX_FILES files directly.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const SERVER = 'src/server/'

/** What the check reads of a module that dependency-cruiser reports. */
type Module = { source: string; dependencies: readonly { resolved: string }[] }

/** From the ground up; a folder ends with '/', a loose file is named with its extension. */
const SERVER_FLOORS: readonly (readonly string[])[] = [
  ['siteOrigin.ts', 'stripeSettings.ts'], // what Next's proxy reads, without the rest of env.ts
  ['env.ts', 'processWide.ts', 'payload.ts', 'nextInternals.ts'], // the process and its settings
  ['db/', 'serving/', 'shutdown.ts', 'seo.ts'], // the database; how pages leave the server
  ['http/', 'queue/', 'email/', 'audit/', 'cache.ts'], // answers, planned jobs, the outbox, the journal, cache tags
  ['auth/', 'content/', 'articles/', 'cacheExpiryListener.ts'],
  ['api/', 'settings/'], // the routes that need a session; the site's settings
  ['billing/'], // paid membership: the booking gate and the approval read it
  ['sponsorship/'], // invitations: the registration takes them, the attendance rewards them
  ['dinners/', 'contact/'], // the features
  ['account/', 'newsletter/'], // an erasure frees seats; the letter lists the dinners
  ['registration/', 'jobs/'], // jobs/: the task list, which runs the features' tasks
  ['admin/'],
  ['exports/'],
  ['boot/'], // what an instance does once as it starts
]

const DINNERS = `${SERVER}dinners/`
const DINNERS_BASE = 'base'
const MAX_FILES = 12

/** The folder or loose file of src/server that holds `path` ('dinners/', 'cache.ts'). */
function placeOf(path: string): string {
  const [first, ...rest] = path.slice(SERVER.length).split('/')
  return rest.length > 0 ? `${first}/` : first
}

const floorOf = new Map(SERVER_FLOORS.flatMap((places, floor) => places.map((place) => [place, floor] as const)))

/** The dinners' sub-feature that holds `path`, or null for a file straight under src/server/dinners. */
function subFeatureOf(path: string): string | null {
  const parts = path.slice(DINNERS.length).split('/')
  return parts.length > 1 ? parts[0] : null
}

function importProblems(modules: readonly Module[]): string[] {
  const problems: string[] = []
  for (const { source, dependencies } of modules.filter((m) => m.source.startsWith(SERVER))) {
    const from = placeOf(source)
    if (!floorOf.has(from)) problems.push(`${source}: ${from} has no floor in SERVER_FLOORS (tooling/checks/serverFloors.ts)`)
    if (from === 'dinners/' && subFeatureOf(source) === null) problems.push(`${source}: the dinners' code lives in a sub-feature's folder`)
    for (const { resolved } of dependencies.filter((d) => d.resolved.startsWith(SERVER))) {
      const to = placeOf(resolved)
      if (to !== from && (floorOf.get(to) ?? Infinity) >= (floorOf.get(from) ?? -Infinity)) {
        problems.push(`${source} → ${resolved}: ${from} may import only from the floors below its own`)
      }
      if (from !== 'dinners/' || to !== 'dinners/') continue
      const [ownFeature, usedFeature] = [subFeatureOf(source), subFeatureOf(resolved)]
      if (ownFeature !== null && usedFeature !== ownFeature && (usedFeature !== DINNERS_BASE || ownFeature === DINNERS_BASE)) {
        problems.push(`${source} → ${resolved}: a dinners sub-feature imports base/ and nothing of its siblings`)
      }
    }
  }
  return problems
}

function crowdedFolders(folder: string): string[] {
  const entries = readdirSync(folder, { withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile()).length
  const own = files > MAX_FILES ? [`${folder}: ${files} files directly inside, more than ${MAX_FILES}: split it by concern`] : []
  return [...own, ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => crowdedFolders(join(folder, entry.name)))]
}

export function serverFloorProblems(modules: readonly Module[]): string[] {
  return [...importProblems(modules), ...crowdedFolders(SERVER.slice(0, -1))]
}
