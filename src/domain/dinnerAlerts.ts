import { z } from 'zod'

import { NAME_MAX } from './limits'
import { VALIDATION } from './messages/validation'
import { WEEKDAYS } from './newsletter'
import { THEME_IDS } from './themes'

/**
 * « Prévenez-moi »: a member asks to be told when a dinner opens on their themes, optionally only
 * in some cities or on some days. One mail per member and day lists what was published.
 */

/** The alert leaves this long after a publication, so that dinners published together make one mail. */
export const DINNER_ALERT_DELAY_MINUTES = 15

/** The member's routes, the unsubscribe page (its button posts to the API) and the one-click address of RFC 8058. */
export const DINNER_ALERT_PATHS = {
  preference: '/api/me/dinner-alerts',
  oneClick: '/api/dinner-alerts/unsubscribe',
  unsubscribePage: '/prevenez-moi/desinscription',
} as const

/** The space's query parameter that opens it with a dinner's booking ready (`/status?reserver=12`). */
export const BOOK_PARAM = 'reserver'

/** The days of the week, ISO numbers as text (1 = lundi), as the form's checkboxes give them. */
const WEEKDAY_VALUES = WEEKDAYS.map((day) => day.value) as [string, ...string[]]

/** Cities a member may name at most. */
const DINNER_ALERT_CITIES_MAX = 20

export const DINNER_ALERT_TEXTS = {
  // The member's space
  spaceHeading: 'Prévenez-moi',
  spaceIntro:
    'Recevez un e-mail dans le quart d’heure où un dîner ouvre sur vos thématiques, et jamais plus d’un par jour\u00a0: les dîners publiés ensemble arrivent dans le même e-mail, ceux publiés plus tard dans la journée le lendemain matin.',
  themes: 'Mes thématiques',
  cities: 'Villes (toutes si aucune n’est cochée)',
  weekdays: 'Jours (tous si aucun n’est coché)',
  save: 'Enregistrer mes alertes',
  clear: 'Ne plus être prévenu·e',
  saved: 'C’est noté : nous vous préviendrons des dîners qui vous correspondent.',
  cleared: 'Vous ne serez plus prévenu·e des nouveaux dîners.',
  noThemeChosen: 'Choisissez au moins une thématique.',
  loading: 'Chargement de vos alertes…',
  loadFailed: 'Vos alertes n’ont pas pu être chargées.',
  noCities: 'Aucun dîner n’a encore été annoncé : toutes les villes vous seront signalées.',
  notMember: 'Seuls les membres peuvent être prévenus des nouveaux dîners.',
  // The unsubscribe page
  pageQuestion: 'Ne plus recevoir d’alerte de nouveaux dîners à l’adresse {address} ?',
  pageButton: 'Ne plus être prévenu·e',
  unsubscribed: 'C’est fait : vous ne recevrez plus d’alerte. Vous pouvez les réactiver depuis votre espace.',
  invalidLink: 'Ce lien n’est pas valide ou a expiré. Vous pouvez arrêter les alertes depuis votre espace.',
  // The team's dinners page
  teamHeading: 'Membres à prévenir',
  teamIntro: 'Combien de membres ont demandé à être prévenus d’un dîner, par thématique.',
  teamCount: { one: '{count} membre', other: '{count} membres' },
} as const

/** What the member asks for: at least one theme; no city or no day means any. */
export const dinnerAlertSchema = z.object({
  themes: z
    .array(z.enum(THEME_IDS, { error: VALIDATION.bodyInvalid }), { error: VALIDATION.bodyInvalid })
    .min(1, { error: DINNER_ALERT_TEXTS.noThemeChosen })
    .max(THEME_IDS.length, { error: VALIDATION.bodyInvalid }),
  cities: z
    .array(z.string({ error: VALIDATION.bodyInvalid }).trim().min(1, { error: VALIDATION.bodyInvalid }).max(NAME_MAX), {
      error: VALIDATION.bodyInvalid,
    })
    .max(DINNER_ALERT_CITIES_MAX, { error: VALIDATION.bodyInvalid })
    .default([]),
  weekdays: z
    .array(z.enum(WEEKDAY_VALUES, { error: VALIDATION.bodyInvalid }), { error: VALIDATION.bodyInvalid })
    .max(WEEKDAY_VALUES.length, { error: VALIDATION.bodyInvalid })
    .default([]),
})
export type DinnerAlertChoice = z.output<typeof dinnerAlertSchema>

/** GET /api/me/dinner-alerts: the member's choice (null: none) and the cities the club's dinners were held in. */
export type DinnerAlertSettings = { choice: DinnerAlertChoice | null; cities: string[] }
