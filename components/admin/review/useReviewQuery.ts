'use client'

import { useDebounce } from '@payloadcms/ui'
import { useState } from 'react'

import { applicationsUrl, type ListSort, type ReviewTab } from '@/domain/review'

/**
 * What the review list shows: the tab, the search (sent 300 ms after the typing stops), the
 * sort and the page, and the list's URL for them. A new tab or search starts at page 1.
 */
export function useReviewQuery() {
  const [tab, setTab] = useState<ReviewTab>('pending')
  const [search, setSearch] = useState('')
  const q = useDebounce(search.trim(), 300)
  const [sort, setSort] = useState<ListSort>('recent')
  const [pageNumber, setPageNumber] = useState(1)

  const changeTab = (next: ReviewTab) => {
    setTab(next)
    setPageNumber(1)
  }
  const changeSearch = (next: string) => {
    setSearch(next)
    setPageNumber(1)
  }

  return {
    tab,
    search,
    q,
    sort,
    url: applicationsUrl(tab, { page: pageNumber, q, sort }),
    changeTab,
    changeSearch,
    setSort,
    setPageNumber,
  }
}
