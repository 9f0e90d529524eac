import type { ReactNode } from 'react'

/**
 * The bare root layout of the benchmark's reference page: no stylesheet, no client code of
 * ours, none of the site's layout — only what Next itself ships with every page of this build.
 */
export const dynamic = 'force-dynamic'

export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  )
}
