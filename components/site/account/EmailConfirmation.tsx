import { MailedLinkBody, type MailedLink } from '@components/site/mailedLink/MailedLinkPage'
import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Text } from '@components/ui/typography'

import { EMAIL_CONFIRMATION_TEXTS as TEXTS } from '@/domain/messages/accountTexts'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { PENDING_LABELS } from '@/domain/ui'

const WORDING = { titles: { ok: TEXTS.confirmed, failed: TEXTS.failed }, mySpace: TEXTS.mySpace }

/**
 * What the confirmation link offers a signed-in account: the holder confirms with a click (a mail
 * scanner that opens links confirms nothing) and reads what happened.
 */
export function emailConfirmationLink(token: string): MailedLink {
  if (!token) return { refused: API_ERRORS.confirmationInvalid, ...WORDING }
  const action = { endpoint: '/api/auth/confirm-email', token, question: TEXTS.question, label: TEXTS.confirm }
  return { action: { ...action, pendingLabel: PENDING_LABELS.confirming, ...WORDING } }
}

/** The page an e-mailed link opens, for a signed-in account. */
export function EmailConfirmation({ token }: { token: string }) {
  return <MailedLinkBody link={emailConfirmationLink(token)} />
}

/** Signed out, the link waits: only the account that asked for it may confirm the address. */
export function SignInToConfirm() {
  return (
    <Card>
      <Text as="p">{TEXTS.signInFirst}</Text>
      <Text as="p" mt="3">
        <Link href="/login">{TEXTS.signIn}</Link>
      </Text>
    </Card>
  )
}
