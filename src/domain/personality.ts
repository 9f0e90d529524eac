/** Personality test of wizard step 6 (SPEC §3 personalityResponses). */
export const SLIDER_MIN = 1
export const SLIDER_MAX = 10
export const SLIDER_DEFAULT = 5

export const PERSONALITY_SLIDERS = [
  { id: 'debate_vs_listen', low: 'J’aime débattre', high: 'J’aime écouter' },
  { id: 'different_vs_similar', low: 'Rencontrer des profils différents', high: 'Rencontrer des profils proches' },
  { id: 'restrain_vs_express', low: 'Je me retiens', high: 'Je m’exprime librement' },
  { id: 'consensus_vs_divisive', low: 'Sujets consensuels', high: 'Sujets clivants' },
  { id: 'curious_human_vs_ideas', low: 'Curieux des personnes', high: 'Curieux des idées' },
  { id: 'understand_vs_convince', low: 'Comprendre', high: 'Convaincre' },
  { id: 'controversial_vs_conventional', low: 'Opinions iconoclastes', high: 'Opinions classiques' },
  { id: 'deep_vs_spontaneous', low: 'Échanges approfondis', high: 'Échanges spontanés' },
] as const

export const PERSONALITY_CHOICES = [
  {
    id: 'explore_vs_deepen',
    options: [
      { value: 'explore', label: 'Explorer de nouveaux sujets' },
      { value: 'deepen', label: 'Approfondir un sujet' },
    ],
    default: 'explore',
  },
  {
    id: 'experiences_vs_ideas',
    options: [
      { value: 'experiences', label: 'Partager des expériences' },
      { value: 'ideas', label: 'Confronter des idées' },
    ],
    default: 'experiences',
  },
  {
    id: 'elegant_vs_festive',
    options: [
      { value: 'elegant', label: 'Un dîner élégant' },
      { value: 'festive', label: 'Un dîner festif' },
    ],
    default: 'elegant',
  },
] as const

export type SliderId = (typeof PERSONALITY_SLIDERS)[number]['id']
export type ChoiceId = (typeof PERSONALITY_CHOICES)[number]['id']

export function defaultPersonalityResponses() {
  const sliders = Object.fromEntries(PERSONALITY_SLIDERS.map((s) => [s.id, SLIDER_DEFAULT]))
  const choices = Object.fromEntries(PERSONALITY_CHOICES.map((c) => [c.id, c.default]))
  return { ...sliders, ...choices } as Record<SliderId, number> & {
    explore_vs_deepen: 'explore' | 'deepen'
    experiences_vs_ideas: 'experiences' | 'ideas'
    elegant_vs_festive: 'elegant' | 'festive'
  }
}
