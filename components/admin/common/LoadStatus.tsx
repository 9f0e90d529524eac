'use client'

import { Button } from '@payloadcms/ui'

import type { AdminLoad } from './useAdminLoad'

/** While a panel loads, its loading line; when it failed, why, and a button to try again. */
export function LoadStatus<T>({
  load,
  loadingText,
  retryText,
  onRetry,
}: {
  load: AdminLoad<T>
  loadingText: string
  retryText: string
  onRetry: () => void
}) {
  if (load.state === 'loading') return <p role="status">{loadingText}</p>
  if (load.state === 'failed')
    return (
      <div role="alert">
        <p>{load.message}</p>
        <Button buttonStyle="secondary" margin={false} onClick={onRetry}>
          {retryText}
        </Button>
      </div>
    )
  return null
}
