/**
 * One value per server process, kept on globalThis: Next bundles a module apart for each of its
 * layers (routes, pages, instrumentation), so a module-level variable would exist several times.
 */
const registry = globalThis as typeof globalThis & { __cercleProcessWide?: Map<string, unknown> }

export function processWide<T>(key: string, create: () => T): T {
  const values = (registry.__cercleProcessWide ??= new Map())
  if (!values.has(key)) values.set(key, create())
  return values.get(key) as T
}
