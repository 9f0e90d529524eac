import { Skeleton } from '@components/ui/Skeleton'

import { WIZARD_SCREEN_TEXTS } from '@/domain/messages/wizardScreenTexts'

import { WizardFrame } from './WizardFrame'

/** Where an account's step appears once the session is read: the room it takes, quietly. */
export function WizardPlaceholder() {
  return (
    <WizardFrame aria-busy="true">
      <span className="visually-hidden" role="status">
        {WIZARD_SCREEN_TEXTS.sessionLoading}
      </span>
      <Skeleton height="var(--space-8)" width="60%" mb="5" />
      <Skeleton height="28rem" />
    </WizardFrame>
  )
}
