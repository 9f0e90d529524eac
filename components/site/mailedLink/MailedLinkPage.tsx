import type { ReactNode } from 'react'

import { KitTheme } from '@components/ui/KitTheme'

import { PageHeader } from '../PageHeader'
import { type MailedLinkAction, MailedLinkAnswer, MailedLinkOutcome, type OutcomeWording } from './MailedLinkAnswer'

/**
 * What a mailed link leads to, as its page found it: why it cannot serve (invalid, expired, used:
 * the domain's French message), the button that acts, or a form of its own (the morning-after
 * feedback) or a step first (signing in).
 */
export type MailedLink = ({ refused: string } & OutcomeWording) | { action: MailedLinkAction } | { form: ReactNode }

/**
 * The page an e-mailed link opens: its title, then what the link does and the button that does
 * it. Opening the page changes nothing (mail scanners follow links); the button does. Each page
 * only reads its link and feeds this.
 */
export function MailedLinkPage({ title, width = 640, link }: { title: string; width?: number; link: MailedLink }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="page-section">
        <div className="site-container" style={{ maxWidth: width }}>
          <MailedLinkBody link={link} />
        </div>
      </div>
    </>
  )
}

/** Below the page's title: the link's refusal, its button, or its own form, in the kit's theme. */
export function MailedLinkBody({ link }: { link: MailedLink }) {
  return (
    <KitTheme>
      {'refused' in link ? (
        <MailedLinkOutcome ok={false} message={link.refused} titles={link.titles} mySpace={link.mySpace} spaceHref={link.spaceHref} />
      ) : 'action' in link ? (
        <MailedLinkAnswer {...link.action} />
      ) : (
        link.form
      )}
    </KitTheme>
  )
}
