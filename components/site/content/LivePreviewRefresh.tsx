'use client'

import type { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * In the admin's live preview (this page in a frame of the same site), the page renders again each
 * time its editors save it (Payload's RefreshRouteOnSave: the page is a server component). Shown
 * anywhere else, it does nothing, and the listener's code is never downloaded.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [Refresh, setRefresh] = useState<typeof RefreshRouteOnSave | null>(null)
  useEffect(() => {
    if (window.parent === window) return
    void import('@payloadcms/live-preview-react').then((module) => setRefresh(() => module.RefreshRouteOnSave))
  }, [])
  return Refresh ? <Refresh refresh={() => router.refresh()} serverURL={window.location.origin} /> : null
}
