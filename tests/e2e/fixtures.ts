/** Shared by the e2e server script and the specs. */
/**
 * The run starts one app server per Playwright worker (a slot), each on its own database with its
 * own SMTP sink, so that workers never see each other's data. E2E_WORKERS sets how many: 2 by
 * default. On CI's 2 cores one browser and one server leave a core idle much of the time: two
 * ran the 166 tests in 5 min 37 s against 7 min 44 s for one (on an older machine, twice as slow,
 * two had been slower than one). E2E_PORT and E2E_MAILBOX_PORT move the ports, to run a second
 * checkout beside this one.
 */
export const E2E_SLOTS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100)
const BASE_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT ?? 3199)
export const serverPort = (slot: number) => BASE_PORT + slot
export const mailboxUrl = (slot: number) => `http://127.0.0.1:${BASE_MAILBOX_PORT - slot}/mails`
/** This worker's slot (Playwright numbers its workers 0…workers−1); 0 in the server script. */
const SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export const E2E_BASE_URL = `http://localhost:${serverPort(SLOT)}`
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password' }
export const E2E_EDITOR = { email: 'editeur@e2e.example', password: 'e2e-editor-password' }
/** The demo member seeded with the demo dinners (approved, premium, nothing booked). */
export const E2E_MEMBER = { email: 'membre@e2e.example', password: 'e2e-member-password' }
/** This worker's server's SMTP sink lists what it received here (loopback only). */
export const E2E_MAILBOX_URL = mailboxUrl(SLOT)
/** Answers 200 once every slot's server answers (Playwright waits for it before the first test). */
export const E2E_READY_URL = new URL('/ready', mailboxUrl(0)).href
/** The build's analytics host and key: an address nobody answers, intercepted by the specs that need it. */
export const E2E_ANALYTICS_HOST = 'https://analytics.e2e.example'
const E2E_ANALYTICS_KEY = 'phc_e2e_cle_de_test'

/** What the e2e servers and their build (tests/e2e/build.ts) run with, beside each slot's SMTP sink. */
export const E2E_SERVER_ENV: Record<string, string> = {
  // Every journey registers and logs in from this one machine: those quotas are raised here
  // (the contact quota stays as in production, an e2e test checks its 429).
  RATE_LIMIT_MAX_REGISTER: '200',
  RATE_LIMIT_MAX_LOGIN: '200',
  RATE_LIMIT_MAX_QUICKSIGNUP: '200',
  // And books: the journeys of sponsorship, the fee and the host's evening seat many guests from it
  // within the booking quota's ten minutes.
  RATE_LIMIT_MAX_BOOKING: '200',
  // Analytics configured as in production (written into the pages by the build), towards a host the
  // specs intercept (page.route).
  NEXT_PUBLIC_POSTHOG_KEY: E2E_ANALYTICS_KEY,
  NEXT_PUBLIC_POSTHOG_HOST: E2E_ANALYTICS_HOST,
}

/**
 * Billing is on in the e2e servers, as in production: each slot talks to a Stripe stand-in of its
 * own (tooling/stripe, started by server.ts beside the slot), which accepts this key and signs the
 * webhooks it sends to the slot's /api/billing/stripe with this secret. Test values, like Stripe's.
 */
export const E2E_STRIPE = { secretKey: 'sk_test_e2e_cle_du_cercle', webhookSecret: 'whsec_e2e_secret_du_cercle' }

/** An article's page as a newspaper's site serves it, from each slot's mailbox server (admin-articles.spec.ts pastes its address). */
export const E2E_ARTICLE_PAGE = {
  path: '/article-page',
  title: 'Les villes face à la chaleur',
  description: 'Comment les villes se préparent aux étés brûlants.',
  siteName: 'La Gazette du test',
}
export const articlePageHtml = () => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Onglet</title>
<meta property="og:title" content="${E2E_ARTICLE_PAGE.title}"><meta property="og:description" content="${E2E_ARTICLE_PAGE.description}">
<meta property="og:site_name" content="${E2E_ARTICLE_PAGE.siteName}"></head><body><h1>${E2E_ARTICLE_PAGE.title}</h1></body></html>`
