import '@payloadcms/ui/css'
import '../../components/admin/admin.css'

import type { ReactNode } from 'react'

/** Payload's stylesheet and theme variables around our admin components, as in /admin. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return <div className="club-story">{children}</div>
}
