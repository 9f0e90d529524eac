import { Theme } from '@radix-ui/themes'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { PlanCards, PricingPoints } from '@components/common/PricingStory'
import { Step2Identity } from '@components/registration/steps/Step2Identity'
import { FeatureCards } from '@components/site/home/FeatureCards'
import { KitSettingsProvider } from '@components/ui/kitSettings'

import { APPLICATION_INTRO, APPLICATION_MINUTES, step2Greeting } from '@/domain/applicationIntro'
import { PLAN_CONDITIONS, PLANS } from '@/domain/plans'
import { planPrice, PRICING_POINTS, PRICING_STORY } from '@/domain/pricing'
import { KIT_SETTINGS } from '@/domain/ui'
import { HOW_IT_WORKS_SEED } from '@/server/content/seedTexts'

/** React escapes apostrophes and the like; the texts here have none that it changes but quotes. */
const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element).replaceAll('&#x27;', "'")

/**
 * One pricing story (SPEC §9): written once in src/domain/pricing.ts, and each place that speaks
 * of prices renders it from there. The home page and « Comment ça marche » show the same
 * PricingSection (tests/e2e/visitor.spec.ts reads both pages), built from these parts.
 */
describe('the pricing story', () => {
  it('keeps SPEC’s conditions word for word', () => {
    const story = PRICING_POINTS.map((point) => point.text).join(' ')
    expect(story).toContain(PLAN_CONDITIONS[1])
    expect(story).toContain(PLAN_CONDITIONS[2])
    expect(PRICING_STORY.commitment.text).toContain('Engagement minimum de 2 mois')
    expect(PRICING_STORY.commitment.text).toContain('seule la formule Test est sans engagement')
  })

  it('the plan cards and the points show every price and every point', () => {
    const cards = html(createElement(PlanCards))
    for (const plan of PLANS) {
      expect(cards).toContain(planPrice(plan.value))
      if (plan.regularPrice !== null) expect(cards).toContain(`${plan.regularPrice} €`)
    }
    const points = html(createElement(PricingPoints))
    for (const point of PRICING_POINTS) expect(points).toContain(point.text)
  })

  it('the plan step of the application says the same prices and the same points', () => {
    const form = createElement(Step2Identity, { account: null, pending: false, onSubmit: async () => {} })
    const step = html(createElement(Theme, null, KitSettingsProvider({ settings: KIT_SETTINGS, children: form })))
    for (const plan of PLANS) expect(step).toContain(planPrice(plan.value))
    for (const point of PRICING_POINTS) expect(step).toContain(point.text)
  })

  it('the home page’s « Chacun paie sa part » and the FAQ’s answers are the story’s words', () => {
    expect(html(createElement(FeatureCards))).toContain(PRICING_STORY.meal.text)
    const answers = Object.fromEntries(HOW_IT_WORKS_SEED.faq.map((item) => [item.question, item.answer]))
    expect(answers['Qui paie le repas\u00a0?']).toContain(PRICING_STORY.meal.text)
    expect(answers['Combien coûte le dîner découverte\u00a0?']).toBe(PRICING_STORY.test.text)
    expect(answers['Suis-je engagé\u00a0?']).toContain(PRICING_STORY.commitment.text)
  })
})

describe('the application, said up front', () => {
  it('gives the time the plan step gives, and says the team reviews it', () => {
    const said = APPLICATION_INTRO.points.map((p) => `${p.title} ${p.text}`).join(' ')
    expect(said).toContain(`${APPLICATION_MINUTES} minutes`)
    expect(step2Greeting('Camille')).toContain(`${APPLICATION_MINUTES} minutes`)
    expect(said).toMatch(/équipe/)
  })
})
