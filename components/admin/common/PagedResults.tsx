'use client'

import { Banner, Button } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import type { Page } from '@/domain/paging'
import { CONTROL_LABELS } from '@/domain/ui'

import { Pager } from './Pager'

type Texts = { loading: string; failed: string; empty: string }
type Load<P> = { page: P | null; loading: boolean; failed: boolean; reload: () => void }

type Props<T> = {
  list: Load<Page<T>>
  texts: Texts
  onPage: (page: number) => void
  children: (docs: T[]) => ReactNode
}

/** A paged list's states: loading (said to assistive technologies), failed (with a retry), empty, or its rows and pages. */
export function PagedResults<T>({ list, texts, onPage, children }: Props<T>) {
  return (
    <ListStates
      list={list}
      texts={texts}
      pager={(page) =>
        page.totalPages > 1 ? <Pager page={page.page} totalPages={page.totalPages} totalDocs={page.totalDocs} onPage={onPage} /> : null
      }
    >
      {children}
    </ListStates>
  )
}

/** The states of a list, whatever its pages: `pager` goes below its rows. */
export function ListStates<T, P extends { docs: T[] }>({
  list,
  texts,
  pager,
  children,
}: {
  list: Load<P>
  texts: Texts
  pager: (page: P) => ReactNode
  children: (docs: T[]) => ReactNode
}) {
  const { page, loading, failed, reload } = list
  return (
    <>
      {failed ? (
        <Banner type="error">
          {texts.failed}{' '}
          <Button buttonStyle="secondary" size="small" margin={false} onClick={reload}>
            {CONTROL_LABELS.retry}
          </Button>
        </Banner>
      ) : null}
      {!page && loading ? (
        <p role="status" className="club-muted">
          {texts.loading}
        </p>
      ) : null}
      {page ? (
        <div aria-busy={loading || undefined} className={loading ? 'club-list club-list--loading' : 'club-list'}>
          {loading ? (
            <p role="status" className="visually-hidden">
              {texts.loading}
            </p>
          ) : null}
          {page.docs.length === 0 && !loading ? <p className="club-empty">{texts.empty}</p> : null}
          {page.docs.length > 0 ? children(page.docs) : null}
          {pager(page)}
        </div>
      ) : null}
    </>
  )
}
