import { ALLERGIES, DIET_PREFERENCES } from '@/domain/dietary'
import { DINNER_TIME_ZONE } from '@/domain/dinners'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, SLIDER_MAX } from '@/domain/personality'
import { SECTORS } from '@/domain/profile'
import { randomInt, seededRandom } from '@/domain/tables/prng'
import type { ThemeId } from '@/domain/themes'
import type { Dinner, User } from '@/payload-types'

import type { DemoAccount } from './demoApplicants'

/** First names and how each member describes themself at step 2 (their job's form agrees with it). */
const MEMBERS: Array<{ firstName: string; identity: 'femme' | 'homme' }> = [
  { firstName: 'Alice', identity: 'femme' },
  { firstName: 'Bastien', identity: 'homme' },
  { firstName: 'Clémence', identity: 'femme' },
  { firstName: 'Damien', identity: 'homme' },
  { firstName: 'Élise', identity: 'femme' },
  { firstName: 'Farid', identity: 'homme' },
  { firstName: 'Gaëlle', identity: 'femme' },
  { firstName: 'Henri', identity: 'homme' },
  { firstName: 'Inès', identity: 'femme' },
  { firstName: 'Jérôme', identity: 'homme' },
  { firstName: 'Karima', identity: 'femme' },
  { firstName: 'Lucas', identity: 'homme' },
  { firstName: 'Mathilde', identity: 'femme' },
  { firstName: 'Nicolas', identity: 'homme' },
  { firstName: 'Océane', identity: 'femme' },
  { firstName: 'Pierre', identity: 'homme' },
  { firstName: 'Quentin', identity: 'homme' },
  { firstName: 'Rose', identity: 'femme' },
  { firstName: 'Samir', identity: 'homme' },
  { firstName: 'Thaïs', identity: 'femme' },
  { firstName: 'Ulysse', identity: 'homme' },
  { firstName: 'Valentine', identity: 'femme' },
]
const LAST_NAMES = [
  'Aubert',
  'Blanc',
  'Carpentier',
  'Delmas',
  'Étienne',
  'Fabre',
  'Guérin',
  'Hubert',
  'Imbert',
  'Joly',
  'Klein',
  'Lemoine',
  'Marchand',
  'Noël',
  'Olivier',
  'Perrin',
  'Quéré',
  'Renard',
  'Sauvage',
  'Tessier',
  'Vidal',
  'Weber',
]
/** Each job in its two forms: for a man, for a woman. */
const JOBS: Array<{ homme: string; femme: string }> = [
  { homme: 'Journaliste', femme: 'Journaliste' },
  { homme: 'Chercheur', femme: 'Chercheuse' },
  { homme: 'Analyste financier', femme: 'Analyste financière' },
  { homme: 'Développeur', femme: 'Développeuse' },
  { homme: 'Médecin', femme: 'Médecin' },
  { homme: 'Avocat', femme: 'Avocate' },
  { homme: 'Curateur', femme: 'Curatrice' },
  { homme: 'Consultant', femme: 'Consultante' },
  { homme: 'Haut fonctionnaire', femme: 'Haute fonctionnaire' },
  { homme: 'Chargé de plaidoyer', femme: 'Chargée de plaidoyer' },
  { homme: 'Ingénieur climat', femme: 'Ingénieure climat' },
  { homme: 'Attaché parlementaire', femme: 'Attachée parlementaire' },
  { homme: 'Directeur marketing', femme: 'Directrice marketing' },
  { homme: 'Chef de production', femme: 'Cheffe de production' },
]
/** Two pairs of colleagues, so that the composition has someone to keep apart. */
const COMPANIES = [
  'Le Quotidien',
  'Université Paris Cité',
  'Banque Lumière',
  'Atelier Numérique',
  'Hôpital Saint-Louis',
  'Cabinet Arcole',
  'Musée des Confluences',
  'Stratégies & Cie',
  'Ministère de la Culture',
  'Terre Solidaire',
  'Le Quotidien',
  'Assemblée nationale',
  'Maison Varenne',
  'Atelier Numérique',
]
const THEME_SETS: ThemeId[][] = [
  ['world-geopolitics', 'politics-democracy', 'economy-work'],
  ['technology-future', 'economy-work', 'culture-creativity'],
  ['environment-climate', 'human-rights-social', 'politics-democracy'],
  ['culture-creativity', 'sport-society', 'world-geopolitics'],
]

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Answers spread over the whole scale, different for each member (seeded, so the demo repeats). */
function answers(i: number) {
  const random = seededRandom(i + 1)
  const sliders = Object.fromEntries(PERSONALITY_SLIDERS.map((slider) => [slider.id, randomInt(random, SLIDER_MAX) + 1]))
  const choices = Object.fromEntries(
    PERSONALITY_CHOICES.map((choice) => [choice.id, choice.options[randomInt(random, choice.options.length)].value]),
  )
  return { ...sliders, ...choices } as User['personalityResponses']
}

/** Most speak French, many English too, and one only English and Spanish (a table must share a language). */
function languages(i: number): User['languages'] {
  if (i === 5) return ['en', 'es']
  if (i % 3 === 0 || i % 4 === 2) return ['fr', 'en']
  if (i % 5 === 1) return ['fr', 'it']
  return ['fr']
}

/**
 * Approved members with varied answers, languages, companies and dietary needs: the demo guests
 * of the dinners below (their passwords are random and never shown; the demo member's are printed).
 */
export function demoMembers(): DemoAccount[] {
  return MEMBERS.map(({ firstName, identity }, i) => ({
    email: ascii(`${firstName}.${LAST_NAMES[i]}@membres.demo.example`),
    firstName,
    lastName: LAST_NAMES[i],
    themes: THEME_SETS[i % THEME_SETS.length],
    birthDate: `${1965 + ((i * 3) % 35)}-0${(i % 9) + 1}-1${i % 9}`,
    phone: `06 20 30 40 ${String(10 + i)}`,
    identity,
    pricingPlan: i % 4 === 3 ? 'essential' : 'premium',
    address: `${i + 2} rue des Convives`,
    postalCode: '75004',
    city: 'Paris',
    country: 'France',
    sector: SECTORS[i % (SECTORS.length - 1)].value,
    company: COMPANIES[i % COMPANIES.length],
    currentJob: JOBS[i % JOBS.length][identity],
    languages: languages(i),
    presentation:
      'Membre du cercle depuis ses débuts, j’aime les tables où l’on se contredit avec élégance et où l’on repart avec une idée neuve.',
    personalityResponses: answers(i),
    dietaryInfo: {
      allergies: i % 6 === 2 ? [ALLERGIES[i % 7]] : [],
      preferences: i % 4 === 1 ? [DIET_PREFERENCES[i % 6]] : [],
      otherInfo: i === 7 ? 'Pas de coriandre, s’il vous plaît.' : '',
    },
    registrationCompleted: true,
    registrationStep: 8,
    rulesAcceptedAt: new Date().toISOString(),
    applicationStatus: 'approved',
    reviewedAt: new Date().toISOString(),
    abTestGroup: null,
    source: 'wizard',
    emailVerifiedAt: new Date().toISOString(),
    // Two members in three read the weekly newsletter.
    newsletter: i % 3 !== 1,
  }))
}

/** 20:00 in Paris, `days` from `now` (the offset found for that very day: winter or summer time). */
export function parisEvening(days: number, now = new Date()): string {
  const day = new Date(now.getTime() + days * 86_400_000)
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 20))
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone: DINNER_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).formatToParts(guess)
  const parisHour = Number(parts.find((part) => part.type === 'hour')?.value)
  return new Date(guess.getTime() - (parisHour - 20) * 3_600_000).toISOString()
}

/** She speaks at the upcoming dinner on Europe and spoke at last week's (demoEvening.ts): her averages span both. */
export const EUROPE_SPEAKER = {
  name: 'Hélène Carrère',
  role: 'journalist',
  bio: 'Correspondante à Bruxelles pendant dix ans, elle couvre la diplomatie européenne.',
} as const

type DemoDinner = Omit<Dinner, 'id' | 'createdAt' | 'updatedAt' | 'tablesConfirmedAt'> & {
  /** How many demo members booked it (in order), and how many more wait. */
  booked: number
  waitlisted: number
}

/**
 * The demo dinners: one with fourteen guests to compose into tables, one just opened, one full
 * with a waitlist, and a draft the team is still preparing.
 */
export function demoDinners(now = new Date()): DemoDinner[] {
  const common = { tableSizeMin: 6, tableSizeMax: 8 } as const
  return [
    {
      ...common,
      title: 'L’Europe face aux nouveaux empires',
      theme: 'world-geopolitics',
      startsAt: parisEvening(9, now),
      city: 'Paris',
      venueName: 'Le Salon des Arcades',
      venueAddress: '18 rue de Rivoli, 75004 Paris',
      speakers: [EUROPE_SPEAKER],
      seats: 24,
      status: 'published',
      booked: 14,
      waitlisted: 0,
    },
    {
      ...common,
      title: 'Intelligence artificielle : qui tient la plume ?',
      theme: 'technology-future',
      startsAt: parisEvening(16, now),
      city: 'Lyon',
      venueName: 'La Table du Confluent',
      venueAddress: '5 quai Rambaud, 69002 Lyon',
      speakers: [
        {
          name: 'Marc Lévêque',
          role: 'expert',
          bio: 'Chercheur en apprentissage automatique, il travaille sur la traçabilité des textes générés.',
        },
        { name: 'Sonia Benali', role: 'journalist', bio: 'Journaliste tech, autrice d’une enquête sur les rédactions à l’heure de l’IA.' },
      ],
      seats: 16,
      status: 'published',
      booked: 3,
      waitlisted: 0,
    },
    {
      ...common,
      title: 'Le climat, une affaire de justice ?',
      theme: 'environment-climate',
      startsAt: parisEvening(23, now),
      city: 'Bordeaux',
      venueName: 'Le Chai des Chartrons',
      venueAddress: '40 quai des Chartrons, 33000 Bordeaux',
      speakers: [
        {
          name: 'Agnès Moreau',
          role: 'expert',
          bio: 'Juriste en droit de l’environnement, elle a plaidé plusieurs contentieux climatiques.',
        },
      ],
      seats: 8,
      status: 'published',
      booked: 8,
      waitlisted: 2,
    },
    {
      ...common,
      title: 'Le sport peut-il encore rassembler ?',
      theme: 'sport-society',
      startsAt: parisEvening(40, now),
      city: 'Marseille',
      venueName: 'Le Cercle du Vieux-Port',
      venueAddress: '3 quai du Port, 13002 Marseille',
      speakers: [
        { name: 'Thomas Giraud', role: 'journalist', bio: 'Reporter sportif, il suit les grandes compétitions depuis vingt ans.' },
      ],
      seats: 16,
      status: 'draft',
      booked: 0,
      waitlisted: 0,
    },
  ]
}
