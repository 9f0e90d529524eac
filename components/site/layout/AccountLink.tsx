'use client'

import { usePathname } from 'next/navigation'

import { Link } from '@components/ui/Link'

import { useSessionUser } from '@/client/session'
import { ACCOUNT_LINK } from '@/domain/pages'

/**
 * 'Se connecter', or 'Mon espace' once logged in. The pages stay the same for everyone: the
 * session is read by the browser, again after each navigation (a login or logout happens
 * within the same layout).
 */
export function AccountLink({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const pathname = usePathname()
  const session = useSessionUser(pathname)
  const link = session.state === 'ready' && session.user ? ACCOUNT_LINK.mySpace : ACCOUNT_LINK.signIn
  return (
    <Link href={link.path} className={className} aria-current={pathname === link.path ? 'page' : undefined} onClick={onNavigate}>
      {link.label}
    </Link>
  )
}
