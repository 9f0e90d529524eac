import { Button } from '@components/ui/Button'
import { Link } from '@components/ui/Link'
import { Text } from '@components/ui/typography'

import { REVIEW_DELAY } from '@/domain/applicationIntro'

/** SPEC §2 step 8: welcome and next steps. */
export function Step8Confirmation() {
  return (
    <div>
      <Text as="p" size="4">
        Merci ! Votre demande d’adhésion est enregistrée.
      </Text>
      <ol>
        <li>Notre équipe examine votre candidature {REVIEW_DELAY}.</li>
        <li>Vous recevez un e-mail de confirmation (et pourrez suivre l’avancement depuis votre espace).</li>
        <li>Si votre profil correspond, nous vous invitons à rejoindre un cercle et à réserver votre premier dîner.</li>
      </ol>
      <div className="button-row">
        <Button asChild size="lg">
          <Link href="/status">Suivre ma candidature</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">Retour à l’accueil</Link>
        </Button>
      </div>
    </div>
  )
}
