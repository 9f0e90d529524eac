import { Link } from '@components/ui/Link'
import { LogoLockup } from '@components/ui/LogoLockup'

import { AccountLink } from './AccountLink'
import { JoinButton } from './JoinButton'
import { MobileMenu } from './MobileMenu'
import { NavLinks } from './NavLinks'

/** Public header: the mark and the name → /, the four links, the account link and the Adhésion button; a drawer on small screens. */
export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="site-header">
      <div className="site-container site-header__bar">
        <Link href="/" className="site-logo" aria-label={`${brandName} — accueil`}>
          <LogoLockup name={brandName} />
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
