/**
 * An upcoming dinner's public page (/diners/…): its address, what it says and how it is shared.
 * What it shows is a PublicDinner: theme, date, city, speakers and seats left, never the venue
 * nor the guests.
 */
import type { PublicDinner } from './api/dinners'
import { formatDinnerDate, speakerRoleLabel } from './dinners'
import type { PageSeo } from './pageSeo'

const DINNER_PAGES_PATH = '/diners'

/** A title in plain lower-case letters and hyphens, for an address: « L’Europe à l’épreuve » → « l-europe-a-l-epreuve ». */
function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
}

/**
 * The dinner's page: its id, which finds it, then its title, which says what a shared link is
 * about. A renamed dinner keeps its id, so an old link still leads to it (redirected to this one).
 */
export function dinnerPath(dinner: Pick<PublicDinner, 'id' | 'title'>): string {
  const slug = slugOf(dinner.title)
  return `${DINNER_PAGES_PATH}/${dinner.id}${slug ? `-${slug}` : ''}`
}

/** The addresses dinnerPath makes (only those: the micro-cache keeps no copy of anything else). */
export const DINNER_PAGE_PATTERN = /^\/diners\/[1-9]\d{0,9}(?:-[a-z0-9-]+)?$/

/** The dinner id an address's last segment names, or null when it names none. */
export function dinnerIdOfSegment(segment: string): number | null {
  const match = /^([1-9]\d{0,9})(?:-[a-z0-9-]*)?$/.exec(segment)
  return match ? Number(match[1]) : null
}

export const DINNER_PAGE_TEXTS = {
  kicker: 'Dîner-débat',
  when: 'Date',
  where: 'Ville',
  seats: 'Places',
  speakers: 'Les intervenants',
  joinHeading: 'Y prendre part',
  venue: 'Le lieu exact est communiqué aux convives une fois les tables composées.',
  membersOnly: 'Les dîners sont réservés aux membres du cercle. Une fois votre candidature approuvée, vous réservez depuis votre espace.',
  apply: 'Demander mon adhésion',
  pricing: 'Les formules et ce qu’elles comprennent',
  otherDinners: 'Tous les prochains dîners',
  imageAlt: 'Un dîner-débat du cercle : son titre, sa date, sa ville et ses intervenants',
} as const

/** « avec Claire Martin, journaliste, et Paul Dubois, expert » */
function speakersLine(speakers: PublicDinner['speakers']): string {
  const names = speakers.map((s) => `${s.name}, ${speakerRoleLabel(s.role).toLowerCase()}`)
  if (names.length === 0) return ''
  const last = names.pop() as string
  return `avec ${names.length > 0 ? `${names.join(', ')} et ${last}` : last}`
}

/** The page's title, description and address, for its tab, search engines, shared links and Open Graph image. */
export function dinnerSeo(dinner: PublicDinner): PageSeo {
  const line = [formatDinnerDate(dinner.startsAt), dinner.city, speakersLine(dinner.speakers)].filter(Boolean).join(' · ')
  return { title: dinner.title, description: `Dîner-débat, ${line}.`, path: dinnerPath(dinner) }
}
