import { Button } from '@components/ui/Button'
import { Link } from '@components/ui/Link'
import { LogoLockup } from '@components/ui/LogoLockup'
import { Heading, Text } from '@components/ui/typography'

import type { SiteSettingsValues } from '@/domain/api/siteSettings'

import { AccountLink } from './AccountLink'
import { ContactDialog } from '../contact/ContactDialog'

/** Footer of every page: the mark and name, tagline, social links, the account link, cookies and legal pages, contact button. */
export function SiteFooter({ settings }: { settings: SiteSettingsValues }) {
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__grid">
        <div>
          <p className="site-footer__brand">
            <LogoLockup name={settings.brandName} size="large" />
          </p>
          <Text as="p" color="gray" mt="3">
            {settings.tagline}
          </Text>
          <div style={{ marginTop: 'var(--space-4)' }}>
            <ContactDialog brand={settings.brand}>
              <Button variant="outline">Nous contacter</Button>
            </ContactDialog>
          </div>
        </div>
        <nav aria-labelledby="footer-follow">
          <Heading as="h2" size="3" id="footer-follow" mb="3">
            Nous suivre
          </Heading>
          <ul>
            <li>
              <a href={settings.instagramUrl} target="_blank" rel="noopener noreferrer">
                Instagram<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
            <li>
              <a href={settings.tiktokUrl} target="_blank" rel="noopener noreferrer">
                TikTok<span className="visually-hidden"> (nouvel onglet)</span>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <Heading as="h2" size="3" id="footer-info" mb="3">
            Informations
          </Heading>
          <ul>
            <li>
              <AccountLink />
            </li>
            <li>
              <Link href="/cookies">Cookies</Link>
            </li>
            <li>
              <Link href="/mentions-legales">Mentions légales</Link>
            </li>
            <li>
              <Link href="/confidentialite">Politique de confidentialité</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
