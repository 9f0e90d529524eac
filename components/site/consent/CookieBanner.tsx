'use client'

import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react'

import { Button } from '@components/ui/Button'
import { Cross2Icon } from '@components/ui/icons/Cross2Icon'
import { Link } from '@components/ui/Link'

import { readBannerConsent, saveBannerConsent, subscribeConsent } from '@/client/consentStorage'
import { type BannerConsent, HIDE_BANNER_WHEN_CHOSEN } from '@/domain/consent'

/**
 * Keeps the focused element above the banner while it shows (WCAG 2.4.11): the page reserves
 * the banner's height at its end and as scroll padding, so the browser scrolls focused
 * elements clear of it; a last check runs once the browser has scrolled.
 */
function useNeverCoverFocus(shown: boolean, bannerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const banner = bannerRef.current
    if (!shown || !banner) return
    const root = document.documentElement
    const reserve = () => {
      document.body.style.paddingBottom = `${banner.offsetHeight}px`
      root.style.scrollPaddingBottom = `${banner.offsetHeight + 16}px`
    }
    // Not measured here but by the observer's first report, which comes once the browser has laid
    // the page out: reading the banner's height now forced a layout of the whole page inside
    // hydration, its longest task.
    const observer = new ResizeObserver(reserve)
    observer.observe(banner)
    let pending: (() => void) | null = null
    const forget = () => {
      if (pending) window.removeEventListener('scrollend', pending)
      pending = null
    }
    const onFocus = (event: FocusEvent) => {
      forget()
      const target = event.target as HTMLElement | null
      if (!target || banner.contains(target)) return
      const page = window.location.href
      const clear = () => {
        // A followed link (the footer's stays in the layout) leaves for a page that starts at
        // the top (SPEC §2): the new page's scroll is not undone for the old focus.
        if (window.location.href !== page || document.activeElement !== target) return
        const overlap = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top
        if (overlap > 0) window.scrollBy({ top: overlap + 16, behavior: 'instant' })
      }
      requestAnimationFrame(clear)
      // A smooth scroll may still be running (towards this element, or one started for an element
      // focused just before): check again where it stops. Only this focus's own timer may drop
      // this check — a stale timer from an earlier focus must not (fast tabbing lost it).
      const check = () => {
        forget()
        clear()
      }
      pending = check
      window.addEventListener('scrollend', check)
      window.setTimeout(() => {
        if (pending === check) forget()
      }, 1500)
    }
    document.addEventListener('focusin', onFocus)
    return () => {
      observer.disconnect()
      forget()
      document.removeEventListener('focusin', onFocus)
      document.body.style.paddingBottom = ''
      root.style.scrollPaddingBottom = ''
    }
  }, [shown, bannerRef])
}

/**
 * SPEC §2/§4: shown while no choice is stored (or the choice is over 13 months old). It is in
 * the page's HTML, painted with the page rather than after the scripts (it is often
 * the largest text of a first visit); HIDE_BANNER_WHEN_CHOSEN hides it before the first paint
 * for a visitor who has chosen, and the component then follows the stored choice. Hydration
 * finds the same elements, the script included, and renders nothing again: a script React
 * writes in the browser never runs.
 */
export function CookieBanner({ nonce }: { nonce?: string }) {
  const visible = useSyncExternalStore(
    subscribeConsent,
    () => readBannerConsent() === null,
    () => true,
  )
  const banner = useRef<HTMLElement>(null)
  useNeverCoverFocus(visible, banner)

  if (!visible) return null
  const choose = (value: BannerConsent) => {
    saveBannerConsent(value)
  }
  return (
    <>
      <section ref={banner} className="cookie-banner" aria-label="Consentement aux cookies">
        <div className="site-container cookie-banner__inner">
          {/* Radix Themes' Text, as markup: the banner loads no Radix code. */}
          <p className="rt-Text rt-r-size-2" style={{ flex: '1 1 320px', margin: 0 }}>
            Ce site utilise des cookies essentiels à son fonctionnement et, avec votre accord, des cookies de mesure d’audience pour
            l’améliorer. <Link href="/cookies">En savoir plus</Link>
          </p>
          <div className="cookie-banner__actions">
            <Button onClick={() => choose('rejected')}>Refuser</Button>
            <Button onClick={() => choose('accepted')}>Accepter</Button>
            <Button variant="ghost" size="icon" aria-label="Fermer (refuser les cookies non essentiels)" onClick={() => choose('rejected')}>
              <Cross2Icon aria-hidden />
            </Button>
          </div>
        </div>
        {/* Read last: until the browser has read it, the banner is not shown (site.css). */}
        <span className="cookie-banner__end" hidden />
      </section>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HIDE_BANNER_WHEN_CHOSEN }} />
    </>
  )
}
