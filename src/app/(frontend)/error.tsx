'use client'

import { useEffect } from 'react'

import { ErrorScreen } from '@components/site/ErrorScreen'
import { Button } from '@components/ui/Button'

import { ERROR_PAGES } from '@/domain/pages'

/** A page that failed to render, inside the site's layout: in French, with a retry (Next's reset). */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('[page] could not render', error.digest ?? '')
  }, [error])
  const { kicker, title, text, persists, retry } = ERROR_PAGES.error
  return <ErrorScreen kicker={kicker} title={title} text={`${text} ${persists}`} action={<Button onClick={reset}>{retry}</Button>} />
}
