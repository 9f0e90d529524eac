'use client'

import { HamburgerMenuIcon } from '@radix-ui/react-icons'
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import { Button } from '@components/ui/Button'

import { KIT_LABELS } from '@/domain/ui'

// The drawer (Radix Dialog) is fetched on the first tap, not with every page.
const MenuDrawer = dynamic(() => import('./MenuDrawer'), { ssr: false })

/** Small screens: the same links in a side drawer. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={KIT_LABELS.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <HamburgerMenuIcon width={22} height={22} aria-hidden />
      </Button>
      {requested ? <MenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  )
}
