'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

/** A group of Payload's navigation, marking the current page like Payload's own links do. */
export function ClubNavGroup({ label, links }: { label: string; links: Array<{ href: string; label: string }> }) {
  const pathname = usePathname()
  return (
    <NavGroup label={label}>
      {links.map((link) => {
        const active = pathname === link.href
        const content = (
          <>
            {active ? <div className="nav__link-indicator" /> : null}
            <span className="nav__link-label">{link.label}</span>
          </>
        )
        return active ? (
          <div key={link.href} className="nav__link" aria-current="page">
            {content}
          </div>
        ) : (
          <Link key={link.href} href={link.href} className="nav__link" prefetch={false}>
            {content}
          </Link>
        )
      })}
    </NavGroup>
  )
}
