import { Button } from '@components/ui/Button'
import { Card } from '@components/ui/Card'
import { Link } from '@components/ui/Link'
import { Text } from '@components/ui/typography'

import { fill } from '@/domain/fill'
import { INVITATION_PARAM, SPONSORSHIP_TEXTS as T } from '@/domain/sponsorship'

type Props = { sponsor: string; brand: string; message: string | null; email: string; token: string }

/**
 * What an invitation's link shows: who invites, their word, and the way to the registration with
 * the address filled in and the invitation carried along. Opening it uses nothing: the link is
 * used when the account is created.
 */
export function InvitationWelcome({ sponsor, brand, message, email, token }: Props) {
  const href = `/inscription?${new URLSearchParams({ email, [INVITATION_PARAM]: token })}`
  return (
    <Card>
      <Text as="p" size="4" mb="3">
        {fill(T.pageInvited, { name: sponsor, brand })}
      </Text>
      {message ? (
        <Text as="p" mb="3">
          {fill(T.pageWord, { message })}
        </Text>
      ) : null}
      <Text as="p" mb="4" color="gray">
        {T.pageReview}
      </Text>
      <Button asChild>
        <Link href={href}>{T.pageStart}</Link>
      </Button>
    </Card>
  )
}
