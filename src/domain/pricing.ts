/**
 * What membership costs, told once (SPEC §9) and shown from here wherever the site speaks of it:
 * the home page, « Comment ça marche » (with its FAQ's answers), the plan step of the application
 * and each dinner's page. The plans and their conditions are plans.ts; this says how they fit:
 * what the subscription buys, who pays the meal, what the test costs, and where « sans
 * engagement » ends and the 2-month minimum begins.
 */
import { FOUNDER_DISCOUNT_PERCENT, PLAN_CONDITIONS, PLANS, type PricingPlan } from './plans'

/** The id of the plans' section on « Comment ça marche », which other pages link to. */
export const PRICING_ANCHOR = 'formules'

const [COMMITMENT, PREFERENTIAL_RATES, NO_CARD] = PLAN_CONDITIONS

export const PRICING_TEXTS = {
  heading: 'Les formules',
  founder: `Tarif membre fondateur : −${FOUNDER_DISCOUNT_PERCENT} % sur les formules Essentiel et Premium.`,
  founderBadge: `−${FOUNDER_DISCOUNT_PERCENT} % fondateur`,
  perMonth: '{price} € / mois',
  insteadOf: 'au lieu de',
  testPrice: 'Sans abonnement',
  more: 'Tout savoir sur les formules',
} as const

/** The story, point by point: the same words on every page that shows it. */
export const PRICING_STORY = {
  subscription: {
    title: 'Ce que paie l’abonnement',
    text: 'Votre place aux dîners : un par mois avec Essentiel, autant que vous le souhaitez avec Premium, qui vous permet aussi de venir à chacun avec un invité, sans abonnement pour lui.',
  },
  meal: {
    title: 'Qui paie le repas',
    text: 'Le repas n’est pas compris dans l’abonnement : chacun règle sa part à la fin du dîner, directement au restaurant.',
  },
  test: {
    title: 'Le dîner découverte',
    text: 'La formule Test vous ouvre un premier dîner, sans abonnement ni engagement ; ensuite, vous choisissez de continuer, ou non.',
  },
  commitment: {
    title: 'L’engagement',
    text: `${COMMITMENT.replace(/\.$/, '')} pour les formules Essentiel et Premium ; seule la formule Test est sans engagement. ${PREFERENTIAL_RATES}`,
  },
  payment: {
    title: 'Le paiement',
    text: `Vous indiquez votre formule dans votre demande d’adhésion. ${NO_CARD}`,
  },
} as const

type PricingPoint = (typeof PRICING_STORY)[keyof typeof PRICING_STORY]

export const PRICING_POINTS: readonly PricingPoint[] = Object.values(PRICING_STORY)

/** A plan's price as the site writes it: « 23 € / mois », or « Sans abonnement » for the test. */
export function planPrice(plan: PricingPlan): string {
  const { price } = PLANS.find((p) => p.value === plan) ?? PLANS[0]
  return price === null ? PRICING_TEXTS.testPrice : PRICING_TEXTS.perMonth.replace('{price}', String(price))
}
