import type { ReactNode } from 'react'

import { Link } from '@components/ui/Link'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Flex, Text } from '@components/ui/typography'

import { MIN_THEMES } from '@/domain/limits'
import { THEMES } from '@/domain/themes'
import { PENDING_LABELS } from '@/domain/ui'

/**
 * What step 1 and the simplified form share: the labels, the themes offered and the layout. Step 1
 * draws them with plain controls (it is painted with the page); boundProfileFields.tsx binds them
 * to react-hook-form for the other forms.
 */
export const PROFILE_LABELS = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  themes: `Vos thématiques (au moins ${MIN_THEMES})`,
  newsletter: 'Je souhaite recevoir la newsletter',
} as const

export const NAME_AUTOCOMPLETE = { firstName: 'given-name', lastName: 'family-name' } as const

/** Each theme with its colour and its description always in view (read on hover and on tap alike). */
export const THEME_OPTIONS = THEMES.map((t) => ({
  value: t.id,
  label: (
    <span>
      <span className="theme-dot" style={{ background: t.color, marginRight: 6 }} aria-hidden />
      {t.title}
      <Text as="span" size="1" color="gray" style={{ display: 'block' }}>
        {t.description}
      </Text>
    </span>
  ),
}))

/** The themes' columns: one on a phone, two from the `sm` breakpoint. */
export const THEME_COLUMNS = '2'

/** First and last name side by side (stacked on small screens). */
export function NameRow({ first, last }: { first: ReactNode; last: ReactNode }) {
  return (
    // Each field keeps its own bottom margin: no row gap when they stack on small screens.
    <Flex gapX="4" gapY="0" wrap="wrap">
      <div style={{ flex: '1 1 220px' }}>{first}</div>
      <div style={{ flex: '1 1 220px' }}>{last}</div>
    </Flex>
  )
}

/** 'S’inscrire' and the way to log in instead, under the forms that create an account. */
export function SignUpActions({ pending }: { pending: boolean }) {
  return (
    <Flex gap="4" align="center" wrap="wrap">
      <SubmitButton pending={pending} pendingLabel={PENDING_LABELS.signingUp}>
        S’inscrire
      </SubmitButton>
      <Text size="2">
        Déjà membre ? <Link href="/login">Se connecter</Link>
      </Text>
    </Flex>
  )
}
