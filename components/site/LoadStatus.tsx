'use client'

import { Button } from '@components/ui/Button'
import { Skeleton } from '@components/ui/Skeleton'
import { Text } from '@components/ui/typography'

import type { Load } from '@/client/useLoad'
import { CONTROL_LABELS } from '@/domain/ui'

/** A section of the member's space while it loads (a skeleton, announced), or why it failed with « Réessayer ». */
export function LoadStatus<T>({
  load,
  loadingText,
  height,
  onRetry,
}: {
  load: Load<T>
  loadingText: string
  /** The skeleton's height, about that of what will show. */
  height: string
  onRetry: () => void
}) {
  if (load.state === 'loading')
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {loadingText}
        </span>
        <Skeleton height={height} mt="3" />
      </div>
    )
  if (load.state === 'failed')
    return (
      <div role="alert">
        <Text as="p" mt="2">
          {load.message}
        </Text>
        <Button variant="outline" mt="2" onClick={onRetry}>
          {CONTROL_LABELS.retry}
        </Button>
      </div>
    )
  return null
}
