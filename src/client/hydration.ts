import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** False in the server's HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
