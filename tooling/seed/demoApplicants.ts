import type { RequiredDataFromCollectionSlug } from 'payload'

import type { User } from '@/payload-types'

/** An account as the seed creates it (the password and role are added there). */
export type DemoAccount = Omit<RequiredDataFromCollectionSlug<'users'>, 'password' | 'role'>

type Status = User['applicationStatus']
type Group = User['abTestGroup']

const FIRST_NAMES = ['Camille', 'Louis', 'Manon', 'Arthur', 'Chloé', 'Jules', 'Sarah', 'Hugo', 'Emma', 'Nathan', 'Léa', 'Paul']
const LAST_NAMES = ['Bernard', 'Petit', 'Durand', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Garcia', 'David', 'Roux', 'Fournier', 'Girard']

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/**
 * Demo applicants: completed applications in each status, in each A/B group (A, B, none),
 * plus a few registrations stopped half-way, so that the admin screens have data.
 */
export function demoApplicants(): Array<DemoAccount> {
  const statuses: Status[] = ['pending', 'approved', 'rejected']
  const groups: Group[] = ['A', 'B', null]
  const people: Array<DemoAccount> = []
  let i = 0
  for (const status of statuses) {
    for (const group of groups) {
      const firstName = FIRST_NAMES[i % FIRST_NAMES.length]
      const lastName = LAST_NAMES[i % LAST_NAMES.length]
      people.push({
        email: ascii(`${firstName}.${lastName}.${i}@demo.example`),
        firstName,
        lastName,
        themes: ['politics-democracy', 'economy-work', 'technology-future'],
        birthDate: `${1970 + i}-0${(i % 9) + 1}-15`,
        phone: `06 12 34 56 ${String(10 + i)}`,
        identity: i % 2 ? 'homme' : 'femme',
        pricingPlan: (['essential', 'premium', 'test'] as const)[i % 3],
        address: `${i + 1} rue de la République`,
        postalCode: '75011',
        city: 'Paris',
        country: 'France',
        sector: 'medias-communication',
        company: 'Demo & Associés',
        currentJob: 'Chargé·e de projet',
        languages: ['fr', 'en'],
        presentation: 'Curieux de l’actualité, j’aime confronter les points de vue autour d’un bon repas entre inconnus.',
        registrationCompleted: true,
        registrationStep: 8,
        rulesAcceptedAt: new Date().toISOString(),
        applicationStatus: status,
        reviewedAt: status === 'pending' ? null : new Date().toISOString(),
        reviewNotes: status === 'rejected' ? 'Profil à revoir lors de la prochaine session.' : null,
        abTestGroup: group,
        source: group === 'B' ? 'simplified' : 'wizard',
        // Most followed their confirmation link; one in three has not yet, as in real life.
        emailVerifiedAt: i % 3 === 2 ? null : new Date().toISOString(),
        // Half asked for the weekly newsletter at step 1.
        newsletter: i % 2 === 0,
      })
      i++
    }
  }
  for (const [step, group] of [
    [2, 'A'],
    [4, 'B'],
    [6, null],
  ] as const) {
    people.push({
      email: `en-cours.etape${step}@demo.example`,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      lastName: LAST_NAMES[i % LAST_NAMES.length],
      themes: ['culture-creativity', 'sport-society', 'world-geopolitics'],
      registrationStep: step,
      registrationCompleted: false,
      applicationStatus: 'pending',
      abTestGroup: group,
      source: group === 'B' ? 'simplified' : 'wizard',
      // What the steps before `step` asked (the collection holds an account to its wizard's rules).
      ...(step > 2 ? { birthDate: '1990-05-15', phone: '06 98 76 54 32', identity: 'femme', pricingPlan: 'essential' } : {}),
      ...(step > 3 ? { address: '12 quai des Chartrons', postalCode: '33000', city: 'Bordeaux', country: 'France' } : {}),
      ...(step > 4
        ? { sector: 'education-recherche', company: 'Université de Bordeaux', currentJob: 'Maître de conférences', languages: ['fr', 'es'] }
        : {}),
      ...(step > 5
        ? { presentation: 'Enseignante, je cherche des tables où l’on débat sans s’invectiver, entre gens qui ne se ressemblent pas.' }
        : {}),
    })
    i++
  }
  return people
}
