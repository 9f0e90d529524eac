import { Progress } from '@components/ui/Progress'
import { Flex, Text } from '@components/ui/typography'

import { WIZARD_STEPS } from '@/domain/limits'

/** "Étape n sur 6" and its bar, over the numbered steps (2 to 7, counted from 1). */
export function WizardProgress({ step }: { step: number }) {
  return (
    <Flex direction="column" gap="2" mb="5">
      <Text size="2" color="gray" weight="medium">
        Étape {step - 1} sur {WIZARD_STEPS - 2}
      </Text>
      <Progress label={`Étape ${step - 1} sur ${WIZARD_STEPS - 2}`} value={((step - 1) / (WIZARD_STEPS - 2)) * 100} />
    </Flex>
  )
}
