import { FlowNetwork } from './flow'
import type { Problem } from './problem'

/**
 * Each table gets a designated language, and each kind of unpinned guest (same spoken languages,
 * same company, same seats) a quota per table, such that every guest sits at a table whose language
 * they speak, every table is filled to its size with its number of +1s and, when the languages allow
 * it, colleagues are spread: a start
 * that keeps the rules. The swap search then checks the language rule itself (any shared language,
 * not only the designated one).
 */
export interface LanguagePlan {
  tableLanguage: number[]
  kinds: number[][]
  kindOf: Int32Array
  /** quota[kind][table]: how many guests of that kind the table takes. */
  quota: number[][]
}

interface Seated {
  seated: number
  quota: number[][]
}

function groupKinds(problem: Problem) {
  const byKey = new Map<string, number[]>()
  for (let i = 0; i < problem.n; i++) {
    const key = `${problem.languageMask[i]}|${problem.company[i] ?? ''}|${problem.seats[i]}`
    if (problem.pinned[i] < 0) byKey.set(key, [...(byKey.get(key) ?? []), i])
  }
  const kinds = [...byKey.values()]
  const kindOf = new Int32Array(problem.n).fill(-1)
  kinds.forEach((members, k) => members.forEach((i) => (kindOf[i] = k)))
  return { kinds, kindOf }
}

/** How many colleagues of each company (of two or more guests) each table can still take while they stay evenly spread. */
function colleagueRoom(problem: Problem, tables: number): Map<string, number[]> {
  const staff = new Map<string, number>()
  for (const company of problem.company) if (company !== null) staff.set(company, (staff.get(company) ?? 0) + 1)
  const room = new Map<string, number[]>()
  for (const [company, count] of staff)
    if (count > 1) room.set(company, new Array<number>(tables).fill(Math.max(1, Math.ceil(count / tables))))
  problem.pinned.forEach((table, i) => {
    const row = room.get(problem.company[i] ?? '')
    if (table >= 0 && row) row[table] = Math.max(0, row[table] - 1)
  })
  return room
}

function bits(mask: number): number[] {
  const result: number[] = []
  for (let bit = 1; bit !== 0 && bit <= mask; bit <<= 1) if (mask & bit) result.push(bit)
  return result
}

/** The languages every pinned guest of each table speaks (all languages at a table with no pin); null if some table has none. */
export function pinnedLanguages(problem: Problem, sizes: number[]): number[] | null {
  const allowed = sizes.map(() => (1 << problem.languages.length) - 1)
  problem.pinned.forEach((table, i) => {
    if (table >= 0) allowed[table] &= problem.languageMask[i]
  })
  return allowed.some((mask) => mask === 0) ? null : allowed
}

/** `sizes` counts each table's members, `doubles` those of them who bring a +1 (see seatPlan). */
export function planLanguages(problem: Problem, sizes: number[], allowed: number[], doubles: number[]): LanguagePlan | null {
  const { kinds, kindOf } = groupKinds(problem)
  const unpinned = kinds.reduce((sum, members) => sum + members.length, 0)
  const free = sizes.map((size, t) => size - problem.pinned.filter((table) => table === t).length)
  const freeDoubles = doubles.map((count, t) => count - problem.pinned.filter((table, i) => table === t && problem.seats[i] === 2).length)
  const room = colleagueRoom(problem, sizes.length)
  const pinnedCompanies = sizes.map((_, t) => problem.company.filter((company, i) => problem.pinned[i] === t && company !== null).join(','))

  /**
   * Nodes: 0 source, 1 sink, then kinds, then tables; a (company, table) node caps colleagues when
   * spreading, a (+1, table) node gives each table its number of +1s (colleagues with a +1 are not spread).
   */
  const seat = (tableLanguage: number[], spreadColleagues: boolean): Seated => {
    const network = new FlowNetwork(2 + kinds.length + sizes.length)
    const tableNode = (t: number) => 2 + kinds.length + t
    const colleagueNodes = new Map<string, number>()
    const colleagueNode = (company: string, t: number) => {
      const key = `${company}|${t}`
      if (!colleagueNodes.has(key)) {
        const node = network.addNode()
        network.addEdge(node, tableNode(t), (room.get(company) as number[])[t])
        colleagueNodes.set(key, node)
      }
      return colleagueNodes.get(key) as number
    }
    const doubleNodes = new Map<number, number>()
    const doubleNode = (t: number) => {
      if (!doubleNodes.has(t)) {
        const node = network.addNode()
        network.addEdge(node, tableNode(t), freeDoubles[t])
        doubleNodes.set(t, node)
      }
      return doubleNodes.get(t) as number
    }
    const edges = kinds.map((members, k) => {
      const guest = members[0]
      const company = problem.company[guest]
      network.addEdge(0, 2 + k, members.length)
      return tableLanguage.map((language, t) => {
        if ((problem.languageMask[guest] & language) === 0) return null
        const via =
          problem.seats[guest] === 2
            ? doubleNode(t)
            : spreadColleagues && company !== null && room.has(company)
              ? colleagueNode(company, t)
              : tableNode(t)
        return network.addEdge(2 + k, via, members.length)
      })
    })
    free.forEach((places, t) => network.addEdge(tableNode(t), 1, places))
    const seated = network.maxFlow(0, 1)
    return { seated, quota: edges.map((row) => row.map((edge) => (edge ? network.flowOn(edge) : 0))) }
  }

  /** Changes one table's language at a time, the change that seats the most guests, until all are seated or no change helps. */
  const climb = (start: number[], score: (tableLanguage: number[]) => Seated | null) => {
    const tableLanguage = [...start]
    let current = score(tableLanguage) as Seated
    while (current.seated < unpinned) {
      let best: (Seated & { table: number; language: number }) | null = null
      const tried = new Set<string>()
      for (let t = 0; t < sizes.length; t++) {
        const alike = `${allowed[t]}:${tableLanguage[t]}:${free[t]}:${freeDoubles[t]}:${pinnedCompanies[t]}`
        if (tried.has(alike)) continue
        tried.add(alike)
        for (const language of bits(allowed[t])) {
          if (language === tableLanguage[t]) continue
          const result = score(tableLanguage.map((old, u) => (u === t ? language : old)))
          if (result && result.seated > (best?.seated ?? current.seated)) best = { ...result, table: t, language }
        }
      }
      if (best === null) break
      tableLanguage[best.table] = best.language
      current = best
    }
    return { tableLanguage, current }
  }

  const speakers = (language: number) => problem.languageMask.filter((mask) => mask & language).length
  const mostSpoken = allowed.map((mask) => bits(mask).sort((a, b) => speakers(b) - speakers(a))[0])
  const languagesOnly = climb(mostSpoken, (tableLanguage) => seat(tableLanguage, false))
  if (languagesOnly.current.seated < unpinned) return null
  const spread = climb(languagesOnly.tableLanguage, (tableLanguage) =>
    seat(tableLanguage, false).seated === unpinned ? seat(tableLanguage, true) : null,
  )
  const plan = spread.current.seated === unpinned ? spread : languagesOnly
  return { tableLanguage: plan.tableLanguage, kinds, kindOf, quota: plan.current.quota }
}
