import { defaultPersonalityResponses } from '../../src/domain/personality'

/** Valid answers to wizard steps 2–7, as POST /api/registration/{id}/step takes them (e2e, benchmarks). */
export const STEP_ANSWERS: ReadonlyArray<readonly [number, Record<string, unknown>]> = [
  [2, { birthDate: '1985-06-01', phone: '0612345678', identity: 'femme', pricingPlan: 'premium' }],
  [3, { address: '1 rue de la Paix', postalCode: '75002', city: 'Paris' }],
  [4, { company: 'Le Journal', currentJob: 'Journaliste', languages: ['fr'] }],
  [5, { presentation: 'Journaliste curieuse, j’aime débattre de tout avec des personnes de tous horizons.' }],
  [6, { personalityResponses: defaultPersonalityResponses(), dietaryInfo: { allergies: ['Gluten'], preferences: [], otherInfo: '' } }],
  [7, { acceptRules: true }],
]

export const STEP1_THEMES = ['economy-work', 'politics-democracy', 'technology-future']
