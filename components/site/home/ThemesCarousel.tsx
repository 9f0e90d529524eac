'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { ChevronLeftIcon } from '@components/ui/icons/ChevronLeftIcon'
import { ChevronRightIcon } from '@components/ui/icons/ChevronRightIcon'
import { Link } from '@components/ui/Link'
import { Heading, Text } from '@components/ui/typography'

import { CONTROL_LABELS } from '@/domain/ui'

type ShownTheme = { id: string; title: string; description: string; color: string }

/**
 * Some theme cards (`shown`) and a "more themes" card counting all `total`. Previous/next scroll
 * one card and are disabled at the ends; the cards' links are reachable with Tab, which scrolls
 * them into view. The page hands the themes over: the module of all eight, with their helpers,
 * weighed 0.6 kB gzipped of the home page's script.
 */
export function ThemesCarousel({ shown, total }: { shown: readonly ShownTheme[]; total: number }) {
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
    <section className="carousel" aria-roledescription="carrousel" aria-labelledby="themes-carousel-title">
      <div className="carousel__header">
        <Heading as="h2" size="7" id="themes-carousel-title">
          Huit thématiques pour débattre
        </Heading>
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
        {shown.map((theme, index) => (
          <li key={theme.id} aria-roledescription="diapositive" aria-label={`${index + 1} sur ${shown.length + 1}`}>
            <Card>
              <span className="theme-dot" style={{ background: theme.color }} aria-hidden />
              <Heading as="h3" size="4" mt="2">
                {theme.title}
              </Heading>
              <Text as="p" mt="1" color="gray">
                {theme.description}
              </Text>
            </Card>
          </li>
        ))}
        <li aria-roledescription="diapositive" aria-label={`${shown.length + 1} sur ${shown.length + 1}`}>
          <Card asChild>
            <Link href="/thematiques">
              <Heading as="h3" size="4">
                Plus de thématiques
              </Heading>
              <Text as="p" mt="1" color="gray">
                Découvrez les {total} thématiques du cercle.
              </Text>
            </Link>
          </Card>
        </li>
      </ul>
    </section>
  )
}
