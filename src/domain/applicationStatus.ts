import { DINNER_TIME_ZONE } from './dinners'

/** Application review states (SPEC §4 ApplicationStatus). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvée',
  rejected: 'Rejetée',
}
const UNKNOWN_STATUS_LABEL = 'Statut inconnu'

export function applicationStatusLabel(status: string | null | undefined): string {
  return (APPLICATION_STATUS_LABELS as Record<string, string>)[status ?? 'pending'] ?? UNKNOWN_STATUS_LABEL
}

export const REVIEW_ACTIONS = { approve: 'approved', reject: 'rejected' } as const
export type ReviewAction = keyof typeof REVIEW_ACTIONS

export const AB_GROUPS = ['A', 'B'] as const
export type AbGroup = (typeof AB_GROUPS)[number]

/** The status page's title and description per state (SPEC §2 Status; texts ours). */
const STATUS_PAGE_TEXTS: Record<
  ApplicationStatus | 'unknown',
  { title: string; description: string; badgeColor: 'amber' | 'green' | 'red' | 'gray' }
> = {
  pending: {
    title: 'Votre candidature est en cours d’examen',
    description: 'Notre équipe étudie votre profil. Vous recevrez un e-mail dès qu’une décision sera prise.',
    badgeColor: 'amber',
  },
  approved: {
    title: 'Bienvenue dans le cercle !',
    description: 'Votre candidature a été acceptée. Vous pouvez dès maintenant rejoindre la communauté et réserver vos premiers dîners.',
    badgeColor: 'green',
  },
  rejected: {
    title: 'Votre candidature n’a pas été retenue',
    description: 'Merci de l’intérêt que vous portez au cercle. Nous ne pouvons pas donner suite à votre demande pour le moment.',
    badgeColor: 'red',
  },
  unknown: {
    title: 'Statut inconnu',
    description: 'Nous ne parvenons pas à déterminer l’état de votre candidature. Contactez-nous si cela persiste.',
    badgeColor: 'gray',
  },
}

export function statusPageTexts(status: string | null | undefined) {
  return (STATUS_PAGE_TEXTS as Record<string, (typeof STATUS_PAGE_TEXTS)['pending']>)[status ?? 'pending'] ?? STATUS_PAGE_TEXTS.unknown
}

/** French long date, e.g. "21 novembre 2026" (SPEC §9). */
export function frenchLongDate(value: string | Date): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: DINNER_TIME_ZONE }).format(new Date(value))
}
