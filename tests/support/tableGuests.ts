import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, SLIDER_MAX, SLIDER_MIN, type ChoiceId, type SliderId } from '@/domain/personality'
import { seededRandom } from '@/domain/tables/prng'
import type { TableGuest } from '@/domain/tables/types'

const OTHER_LANGUAGES = ['es', 'de', 'it']
/** How often each choice takes its second option: not all even, like real answers. */
const SECOND_OPTION = [0.5, 0.4, 0.3]

/**
 * Seeded dinner guests: sliders spread around the middle, choices mixed, 1–3 languages with
 * French common but not universal (whoever lacks it speaks English), companies with a few
 * colleagues and some guests with none.
 */
export function generateGuests(count: number, seed: number): TableGuest[] {
  const random = seededRandom(seed)
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  const companies = Math.max(2, Math.round(count / 2.5))
  return Array.from({ length: count }, (_, g) => {
    const sliders = Object.fromEntries(
      PERSONALITY_SLIDERS.map((slider) => [slider.id, Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(5.5 + 2.4 * normal())))]),
    ) as Record<SliderId, number>
    const choices = Object.fromEntries(
      PERSONALITY_CHOICES.map((choice, c) => [choice.id, choice.options[random() < SECOND_OPTION[c] ? 1 : 0].value]),
    ) as Record<ChoiceId, string>
    const french = random() < 0.85
    const languages = [
      ...(french ? ['fr'] : []),
      ...(!french || random() < 0.55 ? ['en'] : []),
      ...OTHER_LANGUAGES.filter(() => random() < 0.12),
    ].slice(0, 3)
    const company = random() < 0.15 ? null : `Entreprise ${Math.floor(random() * companies) + 1}`
    return { id: `g${g + 1}`, sliders, choices, languages, company }
  })
}

/** A guest with middling answers, French only and no company, unless told otherwise. */
export function makeGuest(id: string, overrides: Partial<TableGuest> = {}, sliders: Partial<Record<SliderId, number>> = {}): TableGuest {
  return {
    id,
    sliders: { ...(Object.fromEntries(PERSONALITY_SLIDERS.map((slider) => [slider.id, 5])) as Record<SliderId, number>), ...sliders },
    choices: Object.fromEntries(PERSONALITY_CHOICES.map((choice) => [choice.id, choice.default])) as Record<ChoiceId, string>,
    languages: ['fr'],
    company: null,
    ...overrides,
  }
}
