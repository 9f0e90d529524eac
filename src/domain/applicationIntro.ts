/**
 * How an application goes, said before it starts (/inscription) and along the way: one source for
 * its figures. The time is SPEC §2's (step 2: « about 5 minutes »); the answer's delay is the
 * one the confirmation screen and the acknowledgement mail give, which SPEC leaves as « soon ».
 * A module of its own and without zod: a visitor's step 1 is painted with the page.
 */
import { PLAN_CONDITIONS } from './plans'

/** The time the questions after the first screen take. */
export const APPLICATION_MINUTES = 5
export const REVIEW_DELAY = 'très prochainement'

export const APPLICATION_INTRO = {
  label: 'Avant de commencer',
  points: [
    {
      title: 'Une demande d’adhésion',
      text: 'Chaque candidature est lue par notre équipe, qui compose des tables variées et bienveillantes.',
    },
    {
      title: `Environ ${APPLICATION_MINUTES} minutes`,
      text: 'Votre profil sur cet écran, puis quelques questions sur vous et votre place à table. Vous pouvez vous arrêter et reprendre plus tard.',
    },
    {
      title: `Une réponse ${REVIEW_DELAY}`,
      text: `Par e-mail, et vous suivez l’avancement depuis votre espace. ${PLAN_CONDITIONS[2]}`,
    },
  ],
} as const

/** Step 2's greeting (SPEC §2: it greets by first name and says it takes about 5 minutes). */
export function step2Greeting(firstName: string): string {
  return `Bonjour ${firstName}, encore quelques questions : comptez environ ${APPLICATION_MINUTES} minutes.`
}
