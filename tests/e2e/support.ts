import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { type APIRequest, type APIRequestContext, expect, type Page } from '@playwright/test'

import { E2E_ADMIN, E2E_BASE_URL, E2E_MAILBOX_URL, E2E_MEMBER } from './fixtures'
import type { ReceivedMail as SinkMail } from '../support/smtpSink'

export { uniqueEmail } from '../support/uniqueEmail'

const require = createRequire(import.meta.url)
const AXE_PATH = require.resolve('axe-core/axe.min.js')
// The component classes Radix Themes styles (some it writes only as hooks: rt-DialogOverlay).
const RADIX_STYLED = [...new Set(readFileSync(require.resolve('@radix-ui/themes/components.css'), 'utf8').match(/rt-[A-Z][A-Za-z]*/g))]

/**
 * On a page of the site, every Radix component shown has its styles: the site's
 * stylesheet leaves some out (components/ui/radixDeferred.json), which arrive with the kit
 * component that renders them, in the document or as a file. A component class the page shows
 * that no loaded rule names is reported.
 */
async function expectRadixStyles(page: Page) {
  const unstyled = await page.evaluate(async (styled) => {
    if (!document.getElementById('site-stylesheet')) return []
    // A stylesheet file a component linked in the browser: its rules, once loaded.
    await Promise.all(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
        link.sheet ? null : new Promise((done) => link.addEventListener('load', done, { once: true })),
      ),
    )
    const named = new Set<string>()
    const read = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const name of rule.selectorText.match(/rt-[A-Z][A-Za-z]*/g) ?? []) named.add(name)
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of document.styleSheets) read(sheet.cssRules)
    const shown = new Set([...document.querySelectorAll('[class*="rt-"]')].flatMap((element) => [...element.classList]))
    return [...shown].filter((name) => styled.includes(name) && !named.has(name))
  }, RADIX_STYLED)
  expect(unstyled, `Radix components shown without their styles on ${page.url()}`).toEqual([])
}

/** Runs axe (WCAG 2.x A/AA rules) in the page, and checks its Radix components' styles; fails with the list of violations. */
/** axe at 0 on the page, or only inside `within` (a selector) where the rest is Payload's own. */
export async function expectNoAxeViolations(page: Page, within?: string) {
  // After a client navigation Next streams the new page's <title> in: wait for it to be there.
  await expect(page).toHaveTitle(/\S/)
  // A fading element (Payload's sidebar opens with an opacity transition) is measured at its end;
  // endless ones (a spinner) never end and are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  // Once per document: a check after a client navigation or an opened dialog reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document | { include: string[] },
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }>
        }
      }
    ).axe
    // axe judges the page, not where the test last scrolled it: a row of checkboxes passing under the
    // sticky header is not a target too small (WCAG 2.5.8 is met once scrolled back).
    const scrolled = window.scrollY
    window.scrollTo({ top: 0, behavior: 'instant' })
    const result = await axe
      .run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      })
      .finally(() => window.scrollTo({ top: scrolled, behavior: 'instant' }))
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  }, within)
  expect(violations).toEqual([])
  await expectRadixStyles(page)
}

/** Starts the page with a cookie choice already stored, so the banner stays out of the way. */
export async function withStoredConsent(page: Page, value: 'accepted' | 'rejected' = 'rejected') {
  await page.addInitScript((choice) => {
    if (!window.localStorage.getItem('cookie-consent')) {
      window.localStorage.setItem('cookie-consent', choice)
      window.localStorage.setItem('cookie-consent-date', new Date().toISOString())
    }
  }, value)
}

export type ReceivedMail = Omit<SinkMail, 'from' | 'raw'>

/** What the e2e server's real SMTP server has received. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(E2E_MAILBOX_URL)).json()) as ReceivedMail[]
  return all.filter((mail) => mail.to.includes(address))
}

/** An admin session for the REST checks, sent as a browser on the site would (Origin header). */
export async function adminRequest(playwright: APIRequest) {
  const request = await playwright.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return request
}

/**
 * The toast viewport, so that its texts are not confused with field errors. Located by class:
 * while a modal dialog is open the rest of the page, viewport included, is hidden from the
 * accessibility tree (Radix still announces each toast through its own live region).
 */
export function toasts(page: Page) {
  return page.locator('.kit-toast-viewport')
}

/** The cookie banner (a region named for assistive technologies). */
export function banner(page: Page) {
  return page.getByRole('region', { name: 'Consentement aux cookies' })
}

/** A layout shift the browser measured, with what moved (node and its top before → after). */
export type LayoutShift = { value: number; moved: string[] }

/**
 * The page's layout shifts so far, those not caused by input, once it has had `settleMs` to
 * settle; `totalShift` sums them as the cumulative layout shift does.
 */
export function layoutShifts(page: Page, settleMs = 500): Promise<LayoutShift[]> {
  return page.evaluate(
    (settle) =>
      new Promise<LayoutShift[]>((resolve) => {
        const seen: LayoutShift[] = []
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>)
            if (!entry.hadRecentInput)
              seen.push({
                value: entry.value,
                moved: entry.sources.map(({ node, previousRect, currentRect }) => `${node?.nodeName} ${previousRect.y} → ${currentRect.y}`),
              })
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(seen), settle)
      }),
    settleMs,
  )
}

export const totalShift = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

/** The demo member signs in through the login page and lands in their space. */
export async function loginAsMember(page: Page) {
  await withStoredConsent(page)
  await page.goto('/login')
  await page.getByLabel(/^E-mail/).fill(E2E_MEMBER.email)
  await page.getByLabel(/^Mot de passe/).fill(E2E_MEMBER.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/status$/)
}

/** The id of the upcoming dinner whose title starts with `title`, as the public list gives it. */
export async function dinnerId(page: Page, title: string): Promise<number> {
  const { dinners } = (await (await page.request.get('/api/dinners')).json()) as { dinners: { id: number; title: string }[] }
  const found = dinners.find((d) => d.title.startsWith(title))
  if (!found) throw new Error(`no dinner « ${title} »`)
  return found.id
}

/** A published dinner five days from now, created by the team through Payload's REST; returns its id. */
export async function publishedDinner(admin: APIRequestContext, title: string, city = 'Paris'): Promise<number> {
  const created = await admin.post('/cms-api/dinners', {
    data: {
      title,
      theme: 'politics-democracy',
      startsAt: new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString(),
      city,
      venueName: 'Le Salon Vert',
      venueAddress: '12 rue Secrète, 75003 Paris',
      speakers: [{ name: 'Claire Martin', role: 'journalist', bio: 'Grand reporter.' }],
      seats: 8,
      tableSizeMin: 4,
      tableSizeMax: 8,
      status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

/** Confirms the dinner's tables as « Composer les tables » then « Confirmer » would. */
export async function confirmedTables(admin: APIRequestContext, dinnerId: number): Promise<void> {
  const composed = await admin.post(`/api/admin/dinners/${dinnerId}/tables`, { data: { basedOn: null } })
  expect(composed.status(), await composed.text()).toBe(200)
  const { composedAt } = (await composed.json()) as { composedAt: string }
  expect((await admin.post(`/api/admin/dinners/${dinnerId}/tables/confirm`, { data: { basedOn: composedAt } })).status()).toBe(200)
}

/** Makes the dinner's morning-after job due now (the harness runs it), as 10 a.m. the next day would. */
export async function feedbackDueNow(dinnerId: number): Promise<void> {
  const answer = await fetch(new URL(`/feedback/due?dinner=${dinnerId}`, E2E_MAILBOX_URL), { method: 'POST' })
  expect(answer.status, await answer.text()).toBe(200)
}

/** The member's absences past their contest window and their no-show fees decided now (the harness runs the jobs). */
export async function noShowFeesDueNow(email: string): Promise<number> {
  const answer = await fetch(new URL(`/no-show-fees/due?email=${encodeURIComponent(email)}`, E2E_MAILBOX_URL), { method: 'POST' })
  const text = await answer.text()
  expect(answer.status, text).toBe(200)
  return (JSON.parse(text) as { count: number }).count
}

/** Makes the member's « Prévenez-moi » job due now (the harness runs it), as fifteen minutes after the publication would. */
export async function alertsDueNow(email: string): Promise<number> {
  const answer = await fetch(new URL(`/alerts/due?email=${encodeURIComponent(email)}`, E2E_MAILBOX_URL), { method: 'POST' })
  const text = await answer.text()
  expect(answer.status, text).toBe(200)
  return (JSON.parse(text) as { count: number }).count
}

/** `count` dinners behind the member, a week apart, each marked present (the harness writes them). */
export async function pastDinnersOf(email: string, count: number): Promise<number> {
  const answer = await fetch(new URL(`/past-dinners?email=${encodeURIComponent(email)}&count=${count}`, E2E_MAILBOX_URL), {
    method: 'POST',
  })
  const text = await answer.text()
  expect(answer.status, text).toBe(200)
  return (JSON.parse(text) as { count: number }).count
}

/** The link labelled `label` (« label : https://… ») of the mail whose subject holds `subject`, once this address received it. */
export async function mailedLink(email: string, subject: string, label: string): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      text = (await mailsTo(email)).find((mail) => mail.subject.includes(subject))?.text ?? ''
      return text
    })
    .toContain(`${label} : `)
  return new RegExp(`${label} : (\\S+)`).exec(text)?.[1] ?? ''
}

/** The link of the morning-after mail this address received. */
export const mailedFeedbackLink = (email: string) => mailedLink(email, 'votre avis sur le dîner', 'Donner mon avis')

/**
 * The team approves the application, then grants its membership « offerte », as it may for anyone:
 * billing is on in these servers, and a spec about booking, tables or the evening is not about
 * paying (membership.spec.ts pays through Stripe's checkout).
 */
export async function approveMember(admin: APIRequestContext, id: number, notes?: string): Promise<void> {
  const approved = await admin.post(`/api/admin/applications/${id}/review`, { data: { action: 'approve', ...(notes ? { notes } : {}) } })
  expect(approved.status(), await approved.text()).toBe(200)
  const offered = await admin.post(`/api/admin/memberships/${id}/offer`, { data: { reason: 'Parcours de test de bout en bout' } })
  expect(offered.status(), await offered.text()).toBe(200)
}
