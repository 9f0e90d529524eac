'use client'

import { useCallback, useRef, useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { ArticlePageInfo } from '@/domain/api/articles'
import { articleUrlError } from '@/domain/articles'

type Filled = keyof ArticlePageInfo
const FILLED: Filled[] = ['title', 'description', 'source']

/** The form's three fields, read and written by name. */
type Fields = { get: (name: Filled) => string; set: (name: Filled, value: string) => void }

/**
 * Reads the article's page (the server does, POST /api/articles/from-url) and fills its title,
 * description and source: only the fields left empty, or still as the last reading filled them,
 * so that nothing the editor typed is lost. `message` says what happened, for a live region.
 */
export function usePageFill(fields: Fields) {
  const filled = useRef<Partial<Record<Filled, string>>>({})
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null)
  const { pending, run } = usePendingAction()

  const read = (url: string) => {
    if (pending || articleUrlError(url) !== true) return
    setMessage({ text: ARTICLE_TEXTS.readingPage, failed: false })
    void run(
      async () => {
        const info = await apiRequest<ArticlePageInfo>('POST', '/api/articles/from-url', { url })
        for (const name of FILLED) {
          const current = fields.get(name)
          if (!info[name] || (current && current !== filled.current[name])) continue
          fields.set(name, info[name])
          filled.current[name] = info[name]
        }
        setMessage({ text: ARTICLE_TEXTS.pageRead, failed: false })
      },
      (error) => setMessage({ text: errorMessage(error), failed: true }),
    )
  }

  /** Forgets the last reading (the dialog opens on another article). */
  const reset = useCallback(() => {
    filled.current = {}
    setMessage(null)
  }, [])

  return { read, pending, message, reset }
}
