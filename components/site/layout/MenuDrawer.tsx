'use client'

import type { RefObject } from 'react'

import { Drawer } from '@components/ui/Drawer'
import { KitTheme } from '@components/ui/KitTheme'

import { CONTROL_LABELS } from '@/domain/ui'

import { AccountLink } from './AccountLink'
import { JoinButton } from './JoinButton'
import { NavLinks } from './NavLinks'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null> }

export default function MenuDrawer({ open, onOpenChange, returnFocusTo }: Props) {
  const close = () => onOpenChange(false)
  return (
    <KitTheme>
      <Drawer open={open} onOpenChange={onOpenChange} title={CONTROL_LABELS.menu} returnFocusTo={returnFocusTo}>
        <nav aria-label="Navigation principale" className="site-drawer-nav">
          <NavLinks onNavigate={close} />
          <AccountLink onNavigate={close} />
          <JoinButton location="drawer" onNavigate={close} />
        </nav>
      </Drawer>
    </KitTheme>
  )
}
