import type { ReactNode } from 'react'

import { PageTitle } from '@components/site/PageTitle'
import { Button } from '@components/ui/Button'
import { Link } from '@components/ui/Link'
import { Flex } from '@components/ui/typography'

import { ERROR_PAGES, HEADER_LINKS } from '@/domain/pages'

/** The body of the 404 and error pages: what happened, and the ways on (home, the main pages, the team). */
export function ErrorScreen({
  kicker,
  title,
  text,
  contactEmail,
  action,
}: {
  kicker: string
  title: string
  text: string
  contactEmail?: string
  action?: ReactNode
}) {
  return (
    <>
      <PageTitle kicker={kicker} title={title}>
        <p>{text}</p>
      </PageTitle>
      <div className="page-section">
        <div className="site-container">
          <Flex gap="3" wrap="wrap" align="center">
            {action}
            <Button asChild variant={action ? 'outline' : 'default'}>
              <Link href="/">{ERROR_PAGES.home}</Link>
            </Button>
            {contactEmail ? (
              <Button asChild variant="outline">
                <a href={`mailto:${contactEmail}`}>{ERROR_PAGES.contact}</a>
              </Button>
            ) : null}
          </Flex>
          <nav aria-label="Pages du site" className="error-links">
            <ul>
              {HEADER_LINKS.filter((page) => page.path !== '/').map((page) => (
                <li key={page.path}>
                  <Link href={page.path}>{page.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  )
}
