import Link from 'next/link'

import { AccountLink } from './AccountLink'
import { JoinButton } from './JoinButton'
import { MobileMenu } from './MobileMenu'
import { NavLinks } from './NavLinks'

/** Public header: logo → /, the four links, the account link and the Adhésion button; a drawer on small screens. */
export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="site-header">
      <div className="site-container site-header__bar">
        <Link href="/" className="site-logo" aria-label={`${brandName} — accueil`}>
          {brandName}
        </Link>
        <nav aria-label="Navigation principale" className="site-nav">
          <NavLinks />
          <AccountLink />
          <JoinButton location="header" />
        </nav>
        <div className="site-header__mobile">
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
