'use client'

import { Button } from '@payloadcms/ui'

import type { Load } from '@/client/useLoad'
import { CONTROL_LABELS } from '@/domain/ui'

/** While a panel loads, its loading line; when it failed, why, and a button to try again. */
export function LoadStatus<T>({ load, loadingText, onRetry }: { load: Load<T>; loadingText: string; onRetry: () => void }) {
  if (load.state === 'loading') return <p role="status">{loadingText}</p>
  if (load.state === 'failed')
    return (
      <div role="alert">
        <p>{load.message}</p>
        <Button buttonStyle="secondary" margin={false} onClick={onRetry}>
          {CONTROL_LABELS.retry}
        </Button>
      </div>
    )
  return null
}
