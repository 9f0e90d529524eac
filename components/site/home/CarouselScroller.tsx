'use client'

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import { Button } from '@components/ui/Button'
import { ChevronLeftIcon } from '@components/ui/icons/ChevronLeftIcon'
import { ChevronRightIcon } from '@components/ui/icons/ChevronRightIcon'

import { CONTROL_LABELS } from '@/domain/ui'

/**
 * What of the carousel answers a person: previous/next, which scroll one card and are disabled at
 * the ends, around the list of cards, which the server renders (they only display).
 */
export function CarouselScroller({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const scroller = useRef<HTMLUListElement>(null)
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)

  const update = useCallback(() => {
    const el = scroller.current
    if (!el) return
    // A few pixels of tolerance: scroll snapping may stop at the list's padding.
    setAtStart(el.scrollLeft <= 8)
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 8)
  }, [])

  useEffect(() => {
    const el = scroller.current
    if (!el) return
    // The observer's first report comes once the browser has laid the list out: measuring it here
    // forced a layout of the whole page inside hydration. It then follows the list's width.
    const observer = new ResizeObserver(update)
    observer.observe(el)
    el.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      el.removeEventListener('scroll', update)
    }
  }, [update])

  const move = (direction: 1 | -1) => {
    const el = scroller.current
    const card = el?.querySelector('li')
    if (!el || !card) return
    const step = card.getBoundingClientRect().width + parseFloat(getComputedStyle(el).columnGap || '0')
    el.scrollBy({ left: direction * step })
  }

  return (
    <>
      <div className="carousel__header">
        {heading}
        <div className="carousel__controls">
          <Button variant="outline" size="icon" aria-label={CONTROL_LABELS.previous} disabled={atStart} onClick={() => move(-1)}>
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button variant="outline" size="icon" aria-label={CONTROL_LABELS.next} disabled={atEnd} onClick={() => move(1)}>
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </div>
      <ul className="carousel__scroller" ref={scroller}>
        {children}
      </ul>
    </>
  )
}
