/** Shared by the e2e server script and the specs. */
/** Fixed by default; E2E_PORT and E2E_MAILBOX_PORT let a second checkout run its e2e beside this one. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password' }
export const E2E_EDITOR = { email: 'editeur@e2e.example', password: 'e2e-editor-password' }
/** The demo member seeded with the demo dinners (approved, premium, nothing booked). */
export const E2E_MEMBER = { email: 'membre@e2e.example', password: 'e2e-member-password' }
/** The e2e server's SMTP sink lists what it received here (loopback only). */
export const E2E_MAILBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_MAILBOX_PORT ?? 3199)}/mails`
/** The build's analytics host and key: an address nobody answers, intercepted by the specs that need it. */
export const E2E_ANALYTICS_HOST = 'https://analytics.e2e.example'
export const E2E_ANALYTICS_KEY = 'phc_e2e_cle_de_test'
