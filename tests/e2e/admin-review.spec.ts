import { expect, type Locator, type Page, test } from '@playwright/test'

import { cmsCount, loginToAdmin, newApplication } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { focusByKeyboard, pressOn } from './keyboard'
import { attachScreenshot } from './layout'
import { adminRequest, expectNoAxeViolations, mailsTo } from './support'
import { applicantByApi, PASSWORD } from './wizardSteps'
import { TOASTS } from '../../src/domain/messages/toasts'

const unique = () => `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

function counter(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Candidatures terminées' })
    .locator('.club-stat')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.club-stat__value')
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(text)
}

function card(page: Page, lastName: string): Locator {
  return page.getByRole('article', { name: new RegExp(lastName) })
}

/** Nothing covers the element: what the browser finds at its centre is the element itself, not a backdrop. */
async function expectOnTop(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
      }),
    )
    .toBe(true)
}

/** A toast shown while a dialog is open is drawn above the dialog's backdrop (the toaster is in the top layer after it). */
async function expectAboveTheDialog(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element.closest('section')?.matches(':popover-open') ?? false)).toBe(true)
}

async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click()
}

test.describe('the review dashboard at /admin', () => {
  test('the counters match the database, and both views pass axe', async ({ page, playwright }) => {
    await loginToAdmin(page)
    const api = await adminRequest(playwright.request)
    const completed = { role: { equals: 'applicant' }, registrationCompleted: { equals: true } }
    for (const [label, where] of [
      ['Total', completed],
      ['En attente', { ...completed, applicationStatus: { equals: 'pending' } }],
      ['Approuvées', { ...completed, applicationStatus: { equals: 'approved' } }],
      ['Rejetées', { ...completed, applicationStatus: { equals: 'rejected' } }],
    ] as const) {
      await expect(counter(page, label)).toHaveText(String(await cmsCount(api, where)))
    }
    await expect(page.getByRole('tab', { name: /En attente/ })).toHaveAttribute('aria-selected', 'true')
    for (const tab of ['En attente', 'Approuvées', 'Rejetées', 'Non terminées'])
      await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voir les statistiques A/B' })).toHaveAttribute('href', '/admin/abtest')
    await expect(page.getByRole('link', { name: 'Gérer les articles' })).toHaveAttribute('href', '/admin/articles')
    await expect(page.getByRole('link', { name: 'Préparer les dîners et leurs tables' })).toHaveAttribute('href', '/admin/dinners')
    await expectNoAxeViolations(page)
    await page.goto('/admin/abtest')
    await expect(page.getByRole('heading', { name: 'Statistiques A/B', level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('approve with a note: toast, lists and counters refresh, the applicant is e-mailed and sees it', async ({ page, browser }) => {
    const name = `Approuvee${unique()}`
    const applicant = await newApplication(name)
    await loginToAdmin(page)
    const pendingBefore = Number(await counter(page, 'En attente').textContent())
    const approvedBefore = Number(await counter(page, 'Approuvées').textContent())
    await search(page, name)
    await expect(card(page, name)).toBeVisible()
    await expect(card(page, name).getByText('Le Journal')).toBeVisible()
    await card(page, name)
      .getByRole('button', { name: /^Voir détails/ })
      .click()
    const dialog = page.getByRole('dialog', { name: `Candidature de Candidate ${name}` })
    await expect(dialog.getByRole('heading', { name: 'Test de personnalité' })).toBeVisible()
    await dialog.getByLabel('Notes (facultatives)').fill('Ravis de vous accueillir.')
    await dialog.getByRole('button', { name: 'Approuver' }).click()
    // SPEC §4: after review the dialog closes, notes are cleared and lists refresh; the toast is read in the open.
    await expect(dialog).toBeHidden()
    const toast = page.locator('.payload-toast-item').filter({ hasText: TOASTS.reviewApproved })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(TOASTS.reviewSuccessTitle)
    await expectOnTop(toast)
    await expect(card(page, name)).toHaveCount(0)
    await expect(counter(page, 'En attente')).toHaveText(String(pendingBefore - 1))
    await expect(counter(page, 'Approuvées')).toHaveText(String(approvedBefore + 1))
    await openTab(page, /Approuvées/)
    await expect(card(page, name).getByText(/Décidée par Équipe Admin le/)).toBeVisible()

    await expect
      .poll(async () => (await mailsTo(applicant.email)).find((m) => m.subject.includes('acceptée'))?.text ?? '')
      .toContain('Ravis de vous accueillir.')

    const own = await browser.newContext({ baseURL: E2E_BASE_URL })
    const applicantPage = await own.newPage()
    await applicantPage.goto('/login')
    await applicantPage.getByLabel(/^E-mail/).fill(applicant.email)
    await applicantPage.getByLabel(/^Mot de passe/).fill(PASSWORD)
    await applicantPage.getByRole('button', { name: 'Se connecter' }).click()
    await expect(applicantPage).toHaveURL(/\/status$/)
    await expect(applicantPage.getByText('Approuvée', { exact: true })).toBeVisible()
    await expect(applicantPage.getByText('Ravis de vous accueillir.')).toBeVisible()
    await own.close()
  })

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px: the key facts first, the decision in view without scrolling, then « Candidature suivante »`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const family = `Suite${unique()}`
      await newApplication(`${family}A`)
      await newApplication(`${family}B`)
      await loginToAdmin(page)
      await search(page, family)
      await expect(page.getByRole('article')).toHaveCount(2)
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Voir détails/ })
        .click()
      const dialog = page.getByRole('dialog')
      const firstTitle = await dialog.getByRole('heading', { level: 2 }).textContent()
      await expect(dialog.getByRole('heading', { name: 'L’essentiel' })).toBeInViewport()
      await expect(dialog.getByText('Le Journal', { exact: true })).toBeInViewport()
      const approve = dialog.getByRole('button', { name: 'Approuver' })
      await expect(approve).toBeInViewport()
      await expect(dialog.getByRole('button', { name: 'Rejeter' })).toBeInViewport()
      await expect(dialog.getByLabel('Notes (facultatives)')).toBeInViewport()
      await expectNoAxeViolations(page)
      await dialog.getByLabel('Notes (facultatives)').fill('Une note pour la première seulement.')
      await approve.click()
      await expect(dialog).toBeHidden()
      await expect(page.getByText(TOASTS.reviewApproved)).toBeVisible()
      await expect(page.getByRole('article')).toHaveCount(1)
      // The next one, two ways: the toast's « Candidature suivante » on a phone, Enter on the focused card at a desk.
      if (viewport.width < 800) await page.getByRole('button', { name: 'Candidature suivante' }).click()
      else {
        await expect(page.getByRole('article').getByRole('button', { name: /^Voir détails/ })).toBeFocused()
        await page.keyboard.press('Enter')
      }
      await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText(firstTitle ?? '')
      await expect(dialog.getByRole('heading', { level: 2 })).toContainText(family)
      await expect(dialog.getByRole('button', { name: 'Approuver' })).toBeInViewport()
      await expect(dialog.getByLabel('Notes (facultatives)')).toHaveValue('')
    })
  }

  test('a decision reversed with a reason, at 390 px: the applicant is mailed once more, and both decisions stay in the record', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const family = `Volte${unique()}`
    const { email } = await newApplication(family)
    await loginToAdmin(page)
    await search(page, family)
    await card(page, family)
      .getByRole('button', { name: /^Voir détails/ })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Approuver' }).click()
    await expect(page.getByText(TOASTS.reviewApproved)).toBeVisible()
    await expect(dialog).toBeHidden()
    // A decision is reversed from the decided application's own dialog.
    await openTab(page, /Approuvées/)
    await card(page, family)
      .getByRole('button', { name: /^Voir détails/ })
      .click()
    await dialog.getByRole('button', { name: 'Revenir sur la décision' }).click()
    const change = dialog.getByRole('form', { name: 'Rejeter finalement cette candidature' })
    await change.getByRole('button', { name: 'Rejeter finalement' }).click()
    await expect(change.getByText('Indiquez la raison de ce changement de décision.')).toBeVisible()
    const reason = change.getByLabel('Raison du changement (obligatoire)')
    await expect(reason).toBeFocused()
    await reason.fill('Candidature en double')
    await change.getByLabel('Notes (facultatives)').fill('Votre autre demande reste à l’étude.')
    await expect(change.getByRole('button', { name: 'Rejeter finalement' })).toBeInViewport()
    await attachScreenshot(page, testInfo, 'reversal-390')
    await expectNoAxeViolations(page)
    await change.getByRole('button', { name: 'Rejeter finalement' }).click()
    await expect(page.getByText(TOASTS.reviewReversed)).toBeVisible()
    await expectAboveTheDialog(page.getByText(TOASTS.reviewReversed))
    await expect(change).toBeHidden()
    await expect(dialog.getByRole('heading', { name: 'Historique des décisions' })).toBeAttached()
    const history = dialog.getByRole('listitem').filter({ hasText: /^(Approuvée|Rejetée) le / })
    await expect(history).toHaveCount(2)
    await expect(history.nth(0)).toContainText(/^Approuvée le .+ par Équipe Admin/)
    await expect(history.nth(1)).toContainText('Raison du changement : Candidature en double')
    await expect
      .poll(async () => (await mailsTo(email)).map((mail) => mail.subject))
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('candidature est acceptée'),
          expect.stringContaining('réponse à votre candidature'),
        ]),
      )
    const reversal = (await mailsTo(email)).find((mail) => mail.subject.includes('réponse'))
    expect(reversal?.text).toContain('revient sur sa réponse précédente')
    expect(reversal?.text).not.toContain('Candidature en double')
  })

  test('reject one; search; bulk-approve two with one note', async ({ page }) => {
    const rejected = `Rejetee${unique()}`
    await newApplication(rejected)
    const family = `Famille${unique()}`
    const [first, second] = [await newApplication(`${family}Un`), await newApplication(`${family}Deux`)]
    await loginToAdmin(page)

    await search(page, rejected)
    await expect(page.getByRole('article')).toHaveCount(1)
    await card(page, rejected)
      .getByRole('button', { name: /^Voir détails/ })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Rejeter' }).click()
    await expect(page.getByText(TOASTS.reviewRejected)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText('Aucune candidature ne correspond à cette recherche.')).toBeVisible()
    await openTab(page, /Rejetées/)
    await expect(card(page, rejected)).toBeVisible()

    await openTab(page, /En attente/)
    await search(page, family)
    await expect(page.getByRole('article')).toHaveCount(2)
    await page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check()
    await expect(page.getByText('2 sélectionnées').first()).toBeVisible()
    await page.getByLabel('Note pour les candidats sélectionnés (facultative)').fill('Bienvenue à vous deux.')
    await page.getByRole('button', { name: 'Approuver la sélection' }).click()
    await expect(page.getByText('Candidatures traitées')).toBeVisible()
    await expect(page.getByText('2 candidatures approuvées.')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    for (const applicant of [first, second]) {
      await expect
        .poll(async () => (await mailsTo(applicant.email)).find((m) => m.subject.includes('acceptée'))?.text ?? '')
        .toContain('Bienvenue à vous deux.')
    }
  })

  test('the whole review with the keyboard alone', async ({ page }) => {
    const name = `Clavier${unique()}`
    await newApplication(name)
    await page.goto('/admin/login')
    await focusByKeyboard(page, page.locator('#field-email'))
    await page.keyboard.type('admin@e2e.example')
    await page.keyboard.press('Tab')
    await page.keyboard.type('e2e-admin-password')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/?$/)
    await focusByKeyboard(page, page.getByRole('searchbox', { name: 'Rechercher' }), 120)
    await page.keyboard.type(name)
    await expect(page.getByRole('article')).toHaveCount(1)
    const details = card(page, name).getByRole('button', { name: /^Voir détails/ })
    await pressOn(page, details, 'Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // Escape closes the dialog and gives the focus back; Enter opens it again.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(details).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await focusByKeyboard(page, dialog.getByLabel('Notes (facultatives)'))
    await page.keyboard.type('Décidé au clavier.')
    await pressOn(page, dialog.getByRole('button', { name: 'Approuver' }), 'Enter')
    await expect(page.getByText(TOASTS.reviewApproved)).toBeVisible()
    await expect(dialog).toBeHidden()
    // Tabs answer the arrows.
    await focusByKeyboard(page, page.getByRole('tab', { name: /En attente/ }), 120)
    // Radix moves the focus on the next task: Enter goes to the tab a person would see focused.
    const approved = page.getByRole('tab', { name: /Approuvées/ })
    await page.keyboard.press('ArrowRight')
    await expect(approved).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(approved).toHaveAttribute('aria-selected', 'true')
    await expect(card(page, name)).toBeVisible()
  })
})

test.describe('the A/B statistics at /admin/abtest', () => {
  test('each group shows the count of the database, and the tables list them', async ({ page, playwright }) => {
    await loginToAdmin(page, E2E_ADMIN, '/admin/abtest')
    const api = await adminRequest(playwright.request)
    const applicants = { role: { equals: 'applicant' } }
    const expected = {
      'Groupe A (Standard)': await cmsCount(api, { ...applicants, abTestGroup: { equals: 'A' } }),
      'Groupe B (Premium)': await cmsCount(api, { ...applicants, abTestGroup: { equals: 'B' } }),
      'Groupe contrôle': await cmsCount(api, { ...applicants, abTestGroup: { exists: false } }),
    }
    for (const [label, count] of Object.entries(expected)) {
      await expect(
        page
          .locator('.club-stat')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('.club-stat__value'),
      ).toHaveText(count.toLocaleString('fr-FR'))
    }
    await expect(
      page
        .locator('.club-stat')
        .filter({ has: page.getByText('Utilisateurs', { exact: true }) })
        .locator('.club-stat__value'),
    ).toHaveText((expected['Groupe A (Standard)'] + expected['Groupe B (Premium)'] + expected['Groupe contrôle']).toLocaleString('fr-FR'))
    await expect(page.getByRole('heading', { name: 'Analyse comparative' })).toBeVisible()
    // The demo's history (tooling/seed/demoAbHistory.ts) is enough for a verdict.
    await expect(page.getByText(/^Le parcours B convertit mieux/)).toBeVisible()
    await page.getByRole('tab', { name: /^B/ }).click()
    // The previous tab's rows stay until group B's arrive: wait for them, then check them all.
    const groupCells = page.getByRole('table').locator('tbody tr td:nth-child(3)')
    await expect(groupCells.first()).toHaveText('B')
    await expect(groupCells.filter({ hasNotText: /^B$/ })).toHaveCount(0)
    await expect(page.getByRole('columnheader', { name: 'Inscription terminée' })).toBeVisible()
    // Each header sits over its column (the table once took the dinner cards' flex layout).
    const headerLefts = await page
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)))
    const rowLefts = await page
      .getByRole('table')
      .locator('tbody tr')
      .first()
      .locator('th, td')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)))
    expect(headerLefts).toHaveLength(6)
    expect(rowLefts).toEqual(headerLefts)
  })

  test('an applicant is refused, a visitor goes to the login page', async ({ page, playwright }) => {
    await page.goto('/admin/abtest')
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fabtest/)
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
    await applicantByApi(api, 3)
    const cookies = await api.storageState()
    await page.context().addCookies(cookies.cookies)
    await page.goto('/admin/abtest')
    await expect(page).toHaveURL(/\/admin\/unauthorized/)
    await expect(page.getByText('Statistiques A/B')).toHaveCount(0)
    await api.dispose()
  })
})
