'use client'

import { usePathname } from 'next/navigation'

import { Link } from '@components/ui/Link'

import { HEADER_LINKS } from '@/domain/pages'

/** The header's links; the current page is marked for assistive technologies. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname()
  return (
    <>
      {HEADER_LINKS.map((link) => (
        <Link key={link.path} href={link.path} aria-current={pathname === link.path ? 'page' : undefined} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
    </>
  )
}
