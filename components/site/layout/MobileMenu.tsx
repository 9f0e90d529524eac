'use client'

import { lazy, Suspense, useRef, useState } from 'react'

import { Button } from '@components/ui/Button'
import { HamburgerMenuIcon } from '@components/ui/icons/HamburgerMenuIcon'
import { Link } from '@components/ui/Link'
import { RadixStyles } from '@components/ui/RadixStyles'

import { ACCOUNT_LINK, HEADER_LINKS } from '@/domain/pages'
import { JOIN_LABEL, CONTROL_LABELS } from '@/domain/ui'

// The drawer (Radix Dialog) is fetched on the first tap, not with every page.
const MenuDrawer = lazy(() => import('./MenuDrawer'))

/** Small screens: the same links in a side drawer. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        className="mobile-menu-button"
        variant="ghost"
        size="icon"
        aria-label={CONTROL_LABELS.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <HamburgerMenuIcon width={22} height={22} aria-hidden />
      </Button>
      {requested ? (
        <>
          {/* The drawer's styles, which the page's stylesheet leaves out: fetched beside its code, not after it. */}
          <RadixStyles of="Dialog" />
          <Suspense fallback={null}>
            <MenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
          </Suspense>
        </>
      ) : null}
      <NoScriptMenu />
    </>
  )
}

/**
 * Without JavaScript the drawer cannot open: the same links in a <details> that the browser
 * opens by itself, and the drawer's button hidden by site.css (`@media (scripting: none)`).
 */
function NoScriptMenu() {
  return (
    <noscript>
      <details className="nojs-menu">
        <summary>{CONTROL_LABELS.menu}</summary>
        <nav aria-label="Navigation principale">
          <ul>
            {HEADER_LINKS.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.label}</a>
              </li>
            ))}
            <li>
              <a href={ACCOUNT_LINK.signIn.path}>{ACCOUNT_LINK.signIn.label}</a>
            </li>
            <li>
              <Link href="/inscription">{JOIN_LABEL}</Link>
            </li>
          </ul>
        </nav>
      </details>
    </noscript>
  )
}
