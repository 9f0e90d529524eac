/** Business constants and limits (SPEC §9, DESIGN §4). */
export const MIN_THEMES = 3
export const PRESENTATION_MIN = 50
export const PRESENTATION_MAX = 500
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const NAME_MAX = 100
export const SHORT_TEXT_MAX = 200
export const CONTACT_MESSAGE_MAX = 5000
export const REVIEW_NOTES_MAX = 2000
/** An ISO date, AAAA-MM-JJ. */
export const ISO_DATE_LENGTH = 10
export const PHONE_MAX = 25
export const POSTAL_CODE_MAX = 20
/** A web address a person gives (their LinkedIn profile). */
export const URL_MAX = 300
/** An article's title and source; its description; the label of a bonus article. */
export const ARTICLE_TEXT_MAX = 300
export const ARTICLE_DESCRIPTION_MAX = 2000
export const BONUS_LABEL_MAX = 60
export const WEEKLY_ARTICLES = 5
/** The largest JSON body a route accepts (413 beyond). */
export const JSON_BODY_MAX_BYTES = 64 * 1024
export const WIZARD_STEPS = 8
export const LAST_SAVED_STEP = 7

export const AB_FLAG = 'registration-ab-test'
/** Analytics sessions (SPEC §9): a new one after 30 idle minutes; at most 24 hours (posthog-js's own fixed limit). */
export const ANALYTICS_IDLE_TIMEOUT_MINUTES = 30
export const AB_POLL_ATTEMPTS = 20
export const AB_POLL_INTERVAL_MS = 100
export const AB_REDIRECT_DELAY_MS = 1500

/**
 * Failed logins, counted per account and client address together (a stranger hammering an
 * account never locks its owner out elsewhere): from the 5th, that pair waits 1 minute, then 2,
 * 4… up to an hour. A success clears the count; a quiet hour forgets it.
 */
export const LOGIN_FAILURES_BEFORE_DELAY = 5
export const LOGIN_DELAY_FIRST_SECONDS = 60
export const LOGIN_DELAY_MAX_SECONDS = 60 * 60
/**
 * A refused login answers no sooner than this after it arrived, known account or not: the
 * password check costs the same either way, but Payload's bookkeeping of a known account's
 * failure (its lookup, lock check and attempt count) does not, and would tell that it exists.
 */
export const FAILED_LOGIN_MIN_MS = 600
export const PASSWORD_RESET_VALIDITY_MS = 60 * 60 * 1000
/** An e-mail confirmation link works once, for 48 hours. */
export const EMAIL_CONFIRMATION_HOURS = 48

/** Requests allowed per client address and window, shared across instances (kept in Postgres). */
export const RATE_LIMITS = {
  login: { max: 10, windowSeconds: 60 },
  register: { max: 5, windowSeconds: 600 },
  quickSignup: { max: 5, windowSeconds: 600 },
  contact: { max: 5, windowSeconds: 600 },
  passwordReset: { max: 5, windowSeconds: 600 },
  emailConfirmation: { max: 5, windowSeconds: 600 },
  accountChange: { max: 5, windowSeconds: 600 },
  profileChange: { max: 20, windowSeconds: 600 },
  // Booking and cancelling: each change expires the public pages' dinners, so a loop must not run free.
  booking: { max: 30, windowSeconds: 600 },
  // « S'envoyer un test »: a mail each time.
  newsletterTest: { max: 5, windowSeconds: 600 },
  // Opening Checkout or the portal: each is a call to Stripe.
  billing: { max: 20, windowSeconds: 600 },
} as const
export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * Password hashing (PBKDF2, 600,000 rounds) is the server's costliest work. At most one hash per
 * core runs at once (the others would only wait for a core, and hold the threads file reads
 * need); a few more wait their turn, and beyond that a request is turned away at once with 503
 * rather than queued for seconds.
 */
export const HASH_QUEUE_PER_SLOT = 4
/** What Retry-After tells a client turned away: the server is busy, or the database is unreachable. */
export const RETRY_AFTER_SECONDS = { overloaded: 2, unavailable: 5 } as const

/** The media library: raster images only, at most 10 MB, resized to these widths for next/image. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export const MEDIA_WIDTHS = [640, 1280, 1920] as const

/** PostgreSQL's serial ids are 32-bit: a larger id, in a path or a body, names nothing. */
export const RECORD_ID_MAX = 2_147_483_647
/** Why tables past their bounds are confirmed anyway (« Confirmer malgré tout »). */
export const OUT_OF_BOUNDS_REASON_MAX = 500
/** The team's note on a guest of one dinner (the guest list). */
export const GUEST_NOTE_MAX = 500
