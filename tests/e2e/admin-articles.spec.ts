import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { editorRequest, listArticles, loginToAdmin, restoreArticles } from './admin'
import { E2E_ARTICLE_PAGE, E2E_BASE_URL, E2E_EDITOR, E2E_MAILBOX_URL } from './fixtures'
import { focusByKeyboard } from './keyboard'
import { closePayloadNavigationOnPhone } from './layout'
import { expectNoAxeViolations } from './support'
import { ARTICLE_TEXTS } from '../../src/domain/adminTexts'
import { ARTICLE_PAGE_ERRORS } from '../../src/domain/articlePage'
import { API_ERRORS } from '../../src/domain/messages/apiErrors'
import { TOASTS } from '../../src/domain/messages/toasts'

/** These tests change the articles; the seeded selection is put back after them. */
let api: APIRequestContext
let snapshot: Awaited<ReturnType<typeof listArticles>>

test.beforeAll(async () => {
  api = await editorRequest()
  snapshot = await listArticles(api)
})

test.afterAll(async () => {
  await restoreArticles(api, snapshot)
  await api.dispose()
})

test.describe.configure({ mode: 'serial' })

async function openArticles(page: Page) {
  await loginToAdmin(page, E2E_EDITOR, '/admin/articles')
  await expect(page.getByRole('heading', { name: 'Gestion des Articles', level: 1 })).toBeVisible()
}

const list = (page: Page) => page.getByRole('list', { name: 'Articles, dans l’ordre de la page d’accueil' })
const titlesShown = (page: Page) => list(page).getByRole('heading', { level: 3 }).allTextContents()
const card = (page: Page, title: string) => list(page).getByRole('article', { name: title })
const activeSwitch = (page: Page, title: string) => card(page, title).getByRole('switch', { name: /^Actif/ })

/** One of an article's actions, from the menu of its row. */
async function rowAction(page: Page, title: string, action: string) {
  await card(page, title)
    .getByRole('button', { name: /^Actions pour/ })
    .click()
  await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click()
}

/** The weekly selection on the public home page, in its order (the page may take one request to refresh). */
async function expectHomeSelection(page: Page, titles: string[]) {
  const home = await page.context().newPage()
  await expect(async () => {
    await home.goto('/')
    const weekly = home.locator('section', { has: home.getByRole('heading', { name: 'La sélection de la semaine' }) })
    const links = await weekly.getByRole('link').allTextContents()
    expect(links.map((text) => text.replace(/\s*\(nouvel onglet\)$/, ''))).toEqual(titles)
  }).toPass({ timeout: 15_000 })
  await home.close()
}

async function expectSaved(page: Page) {
  await expect(page.getByText(TOASTS.articleReorderedTitle).last()).toBeVisible()
  await expect(page.getByText(TOASTS.articleReordered).last()).toBeVisible()
}

test('an editor sees their own dashboard, no applicant data, and the articles view passes axe', async ({ page }) => {
  await loginToAdmin(page, E2E_EDITOR)
  await expect(page.getByRole('heading', { name: /^Bienvenue/ })).toBeVisible()
  await expect(page.getByText('Candidatures terminées')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Gérer les articles' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Utilisateurs/ })).toHaveCount(0)
  // Their menu holds their job and nothing greyed out: the articles through one entry, the pages, the images.
  const menu = page.locator('.nav__wrap')
  await expect(menu.getByRole('link', { name: 'Gestion des Articles' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Images', exact: true })).toBeVisible()
  for (const entry of ['Articles', 'Réglages du site', 'Réservations', 'Dîners', 'Plans de table', 'Messages de contact']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toHaveCount(0)
  }
  await expect(menu.getByText(/Globals|Collections/)).toHaveCount(0)
  await page.goto('/admin/abtest')
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByText('Groupe A (Standard)')).toHaveCount(0)
  await page.goto('/admin/collections/users')
  await expect(page.getByText(/candidat|demo\.example/i)).toHaveCount(0)
  await page.goto('/admin/articles')
  await expect(page.getByRole('heading', { name: 'Gestion des Articles', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('reorder with the keyboard (Space, ArrowDown, Space), then with the pointer, then with Monter / Descendre in the menu', async ({
  page,
}) => {
  await openArticles(page)
  const before = await titlesShown(page)
  // Keyboard: the first article goes one place down.
  await focusByKeyboard(page, card(page, before[0]).getByRole('button', { name: /^Déplacer/ }), 120)
  // What screen readers hear, from dnd-kit's live region (visually hidden).
  const announced = (text: string) => expect(page.locator('[id^="DndLiveRegion"]').filter({ hasText: text })).toHaveCount(1)
  const count = before.length
  await page.keyboard.press('Space')
  await announced(`Article « ${before[0]} » saisi, en position 1 sur ${count}.`)
  // dnd-kit measures the droppables just after the pick-up; an arrow pressed before that moves nothing
  // (under a loaded CI it happened). A person waits that long anyway: press again only while nothing moved.
  const moved = `Article « ${before[0]} » déplacé en position 2 sur ${count}.`
  await expect(async () => {
    const live = page.locator('[id^="DndLiveRegion"]')
    if ((await live.filter({ hasText: 'déplacé' }).count()) === 0) await page.keyboard.press('ArrowDown')
    await expect(live.filter({ hasText: moved })).toHaveCount(1, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.press('Space')
  await announced(`Article « ${before[0]} » déposé en position 2 sur ${count}.`)
  await expectSaved(page)
  const afterKeyboard = [before[1], before[0], ...before.slice(2)]
  await expect.poll(() => titlesShown(page)).toEqual(afterKeyboard)
  await expect(card(page, before[0]).getByText('Position 2')).toBeVisible()

  // Pointer: the third article is dragged above the first.
  const handle = card(page, afterKeyboard[2]).getByRole('button', { name: /^Déplacer/ })
  const target = card(page, afterKeyboard[0])
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('no layout')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, to.y + 5, { steps: 12 })
  await page.mouse.up()
  const afterPointer = [afterKeyboard[2], afterKeyboard[0], afterKeyboard[1], ...afterKeyboard.slice(3)]
  await expect.poll(() => titlesShown(page)).toEqual(afterPointer)

  // The menu: the first one goes down, then up again.
  await rowAction(page, afterPointer[0], 'Descendre')
  await expect.poll(() => titlesShown(page)).toEqual([afterPointer[1], afterPointer[0], ...afterPointer.slice(2)])
  await rowAction(page, afterPointer[0], 'Monter')
  await expect.poll(() => titlesShown(page)).toEqual(afterPointer)

  // The server says the same once the last move is saved (the list shows a move before its save
  // answers), and the home page follows.
  const activeTitles = async () => (await listArticles(api)).filter((article) => article.isActive).map((article) => article.title)
  await expect.poll(async () => (await activeTitles()).slice(0, 2)).toEqual(afterPointer.slice(0, 2))
  await expectHomeSelection(page, (await activeTitles()).slice(0, 5))
})

test('reorder by touch on a phone (390 px)', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await openArticles(page)
  await page.waitForLoadState('networkidle')
  await closePayloadNavigationOnPhone(page)
  const before = await titlesShown(page)
  const handle = await card(page, before[1])
    .getByRole('button', { name: /^Déplacer/ })
    .boundingBox()
  const target = await card(page, before[0]).boundingBox()
  if (!handle || !target) throw new Error('no layout')
  // A finger on the handle slides a few pixels, which picks the article up (dnd-kit's pointer sensor
  // takes touches too, past 4 px), then on up over the first article. A touch before React has
  // hydrated the list does nothing: lifted and tried again until the pick-up is announced.
  const cdp = await context.newCDPSession(page)
  const at = (y: number) => [{ x: handle.x + handle.width / 2, y, id: 1 }]
  const from = handle.y + handle.height / 2
  const picked = page.locator('[id^="DndLiveRegion"]').filter({ hasText: `Article « ${before[1]} » saisi` })
  await expect(async () => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from - 8) })
    try {
      await expect(picked).toHaveCount(1, { timeout: 2_000 })
    } catch (error) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      throw error
    }
  }).toPass({ timeout: 20_000 })
  for (let step = 1; step <= 12; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from + ((target.y + 5 - from) * step) / 12) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await expectSaved(page)
  await expect.poll(() => titlesShown(page)).toEqual([before[1], before[0], ...before.slice(2)])
  await context.close()
})

test('create (French errors first), edit, deactivate (dimmed, off the home page), delete after confirming', async ({ page }) => {
  await openArticles(page)
  await page.getByRole('button', { name: /Nouvel article/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' })
  await dialog.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(dialog.getByText('Le titre est obligatoire.')).toBeVisible()
  await expect(dialog.getByText('Veuillez saisir une URL valide.')).toBeVisible()
  // The address comes first (pasting it fills the rest): the first field in error takes the focus.
  await expect(dialog.getByLabel('Adresse (URL) *')).toBeFocused()
  const title = `Un article du test ${Date.now()}`
  await dialog.getByLabel('Titre *').fill(title)
  await dialog.getByLabel('Description *').fill('Ce que l’on en retient, en deux lignes.')
  await dialog.getByLabel('Adresse (URL) *').fill('pas une adresse')
  await dialog.getByLabel('Source *').fill('Le Journal du test — Anne Martin')
  await dialog.getByLabel('Thématique *').selectOption({ label: 'Technologie & Futur' })
  await dialog.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(dialog.getByText('Veuillez saisir une URL valide.')).toBeVisible()
  await dialog.getByLabel('Adresse (URL) *').fill('https://example.org/test')
  await dialog.getByRole('switch', { name: 'Article bonus' }).check()
  await dialog.getByLabel('Libellé du bonus').fill('Inédit')
  await dialog.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText(TOASTS.articleCreatedTitle)).toBeVisible()
  await expect(page.getByText(TOASTS.articleCreated)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card(page, title).getByText('Inédit')).toBeVisible()
  expect((await titlesShown(page)).at(-1)).toBe(title)

  await rowAction(page, title, 'Modifier')
  const edit = page.getByRole('dialog', { name: 'Modifier l’article' })
  await expect(edit.getByLabel('Titre *')).toHaveValue(title)
  const renamed = `${title} (modifié)`
  await edit.getByLabel('Titre *').fill(renamed)
  await edit.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText(TOASTS.articleUpdatedTitle)).toBeVisible()
  await expect(card(page, renamed)).toBeVisible()

  // The first article of the selection leaves the home page when switched off.
  const first = (await titlesShown(page))[0]
  await activeSwitch(page, first).click()
  await expect(activeSwitch(page, first)).not.toBeChecked()
  await expect(card(page, first)).toHaveClass(/club-article--inactive/)
  await expect(page.getByText(TOASTS.articleUpdatedTitle).last()).toBeVisible()
  await expect(card(page, first).getByText('Inactif')).toBeVisible()
  // The switch shows its new state at once; the save behind it is the server's to confirm (the
  // toast above may still be the renaming's).
  await expect.poll(async () => (await listArticles(api)).find((article) => article.title === first)?.isActive).toBe(false)
  const active = (await listArticles(api)).filter((article) => article.isActive).map((article) => article.title)
  await expectHomeSelection(page, active.slice(0, 5))
  await activeSwitch(page, first).click()
  await expect(card(page, first)).not.toHaveClass(/club-article--inactive/)

  await rowAction(page, renamed, 'Supprimer')
  const confirm = page.getByRole('dialog', { name: 'Supprimer l’article ?' })
  await expect(confirm.getByText(renamed, { exact: false })).toBeVisible()
  await confirm.getByRole('button', { name: 'Annuler' }).click()
  await expect(card(page, renamed)).toBeVisible()
  await rowAction(page, renamed, 'Supprimer')
  await confirm.getByRole('button', { name: 'Supprimer' }).click()
  await expect(page.getByText(TOASTS.articleDeletedTitle)).toBeVisible()
  await expect(card(page, renamed)).toHaveCount(0)
})

/** The preview beside the list: the home page's section, as the site renders it, in a frame. */
const preview = (page: Page) => page.frameLocator('iframe[title="Aperçu de la sélection de la semaine"]')
const previewTitles = async (page: Page) =>
  (await preview(page).getByRole('link').allTextContents()).map((text) => text.replace(/\s*\(nouvel onglet\)$/, ''))
const weeklyTitles = async () =>
  (await listArticles(api))
    .filter((article) => article.isActive)
    .map((article) => article.title)
    .slice(0, 5)

test('the preview shows the week’s selection as the home page will, in the list’s order, and follows a move', async ({ page }) => {
  await openArticles(page)
  await expect(preview(page).getByRole('heading', { name: 'La sélection de la semaine' })).toBeVisible()
  await expect.poll(() => previewTitles(page)).toEqual(await weeklyTitles())
  const [first, second] = await weeklyTitles()
  await rowAction(page, first, 'Descendre')
  await expectSaved(page)
  await expect.poll(() => previewTitles(page)).toEqual(await weeklyTitles())
  expect((await previewTitles(page)).slice(0, 2)).toEqual([second, first])
  // The menu is a menu: Escape closes it and gives the focus back to its button; axe passes with it open.
  const menuButton = card(page, first).getByRole('button', { name: /^Actions pour/ })
  await menuButton.click()
  await expect(page.getByRole('menu')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(menuButton).toBeFocused()
  await rowAction(page, first, 'Monter')
  await expectSaved(page)
})

test('the preview page is the editors’: a visitor gets a refusal, no article', async ({ page, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL })
  const ids = (await listArticles(api)).map((article) => article.id).join(',')
  const answer = await visitor.get(`/apercu/selection-de-la-semaine?articles=${ids}`)
  const html = await answer.text()
  expect(html).toContain('Votre rôle ne donne pas accès à cette page.')
  for (const title of await weeklyTitles()) expect(html).not.toContain(title)
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN')
  await visitor.dispose()
  await loginToAdmin(page, E2E_EDITOR, `/apercu/selection-de-la-semaine?articles=${ids}`)
  await expect(page.getByRole('heading', { name: 'La sélection de la semaine' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the switch moves at once, and goes back with the server’s French refusal', async ({ page }) => {
  const created = await api.post('/api/articles', {
    data: {
      title: `Un article bientôt supprimé ${Date.now()}`,
      description: 'D.',
      url: 'https://example.org/s',
      source: 'S',
      theme: 'economy-work',
    },
  })
  const article = (await created.json()) as { id: number; title: string }
  await openArticles(page)
  await expect(activeSwitch(page, article.title)).toBeChecked()
  // Another editor deletes it meanwhile: the switch is refused, and shows what is saved.
  expect((await api.delete(`/api/articles/${article.id}`)).status()).toBe(200)
  await activeSwitch(page, article.title).click()
  await expect(page.getByText(API_ERRORS.notFound).last()).toBeVisible()
  await expect(activeSwitch(page, article.title)).toBeChecked()
})

test('pasting an article’s address fills its title, description and source from the page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await openArticles(page)
  await page.getByRole('button', { name: /Nouvel article/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' })
  const address = new URL(E2E_ARTICLE_PAGE.path, E2E_MAILBOX_URL).href
  await page.evaluate((text) => navigator.clipboard.writeText(text), address)
  await dialog.getByLabel('Adresse (URL) *').focus()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(dialog.getByLabel('Adresse (URL) *')).toHaveValue(address)
  await expect(dialog.getByLabel('Titre *')).toHaveValue(E2E_ARTICLE_PAGE.title)
  await expect(dialog.getByLabel('Description *')).toHaveValue(E2E_ARTICLE_PAGE.description)
  await expect(dialog.getByLabel('Source *')).toHaveValue(E2E_ARTICLE_PAGE.siteName)
  await expect(dialog.getByRole('status')).toHaveText(ARTICLE_TEXTS.pageRead)
  // What the editor typed stays; an address on a private network is refused, in French.
  await dialog.getByLabel('Titre *').fill('Mon propre titre')
  await dialog.getByLabel('Adresse (URL) *').fill('http://10.0.0.1/article')
  await dialog.getByRole('button', { name: ARTICLE_TEXTS.readPage }).click()
  await expect(dialog.getByRole('status')).toHaveText(ARTICLE_PAGE_ERRORS.refused)
  await expect(dialog.getByLabel('Titre *')).toHaveValue('Mon propre titre')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Annuler' }).click()
})

test.describe('in dark mode, at 390 px', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 390, height: 844 } })

  test('the rows, their menu, the preview and the form pass axe', async ({ page }) => {
    await openArticles(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await closePayloadNavigationOnPhone(page)
    await expect(preview(page).getByRole('heading', { name: 'La sélection de la semaine' })).toBeVisible()
    await expectNoAxeViolations(page)
    const [first] = await weeklyTitles()
    await card(page, first)
      .getByRole('button', { name: /^Actions pour/ })
      .click()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /Nouvel article/ }).click()
    await expect(page.getByRole('dialog', { name: 'Nouvel article' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test('with no article at all: « Aucun article » and a button to create the first one', async ({ page }) => {
  for (const article of await listArticles(api)) expect((await api.delete(`/api/articles/${article.id}`)).status()).toBe(200)
  await openArticles(page)
  await expect(page.getByRole('heading', { name: 'Aucun article' })).toBeVisible()
  await page.getByRole('button', { name: /Créer le premier article/ }).click()
  await expect(page.getByRole('dialog', { name: 'Nouvel article' })).toBeVisible()
  await expectNoAxeViolations(page)
})
