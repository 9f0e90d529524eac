import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test'
import { DateTime } from 'luxon'

import { DINNER_TIME_ZONE } from '@/domain/dinners'

import { loginToAdmin, openDialog } from './admin'
import { E2E_ADMIN, E2E_BASE_URL, E2E_MEMBER } from './fixtures'
import { focusByKeyboard } from './keyboard'
import { attachScreenshot, expectScreenFits } from './layout'
import { expectNoAxeViolations, loginAsMember, mailsTo, toasts } from './support'
import { invitationOf } from '../support/calendar'

/**
 * The dinners as people use them, on the demo content: the public pages announce the next dinners
 * (never a venue), a member books, cancels and books again, and an admin creates and publishes a
 * dinner, composes the tables of another, moves a guest and confirms: the guest is e-mailed and
 * sees the venue. The tests share the seeded dinners, so they run in order.
 */
test.describe.configure({ mode: 'serial' })
// Journeys of many steps through Payload's admin: more than the default minute on a busy 2-core machine.
test.setTimeout(180_000)

const EUROPE = 'L’Europe face aux nouveaux empires'
const AI = 'Intelligence artificielle : qui tient la plume ?'
const CLIMATE = 'Le climat, une affaire de justice ?'
const DRAFT = 'Le sport peut-il encore rassembler ?'
const EUROPE_VENUE = 'Le Salon des Arcades, 18 rue de Rivoli, 75004 Paris'
const GUEST_NOTE = 'Arrive vers 21 h, garder une place près de la porte'

/** Payload's form requests (POSTs to the admin) in flight; `settled()` resolves once none has been pending for half a second. */
function trackFormRequests(page: Page) {
  const pending = new Set<unknown>()
  const done = (request: unknown) => void pending.delete(request)
  page.on('request', (request) => void (request.method() === 'POST' && request.url().includes('/admin') && pending.add(request)))
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    settled: async () => {
      let quietSince = Date.now()
      await expect
        .poll(
          () => {
            if (pending.size > 0) quietSince = Date.now()
            return Date.now() - quietSince >= 500
          },
          { intervals: [100] },
        )
        .toBe(true)
    },
  }
}

const upcoming = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Dîners ouverts', level: 2 }) })
const bookings = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Mes dîners', level: 2 }) })
const dinnerCard = (scope: ReturnType<typeof upcoming>, title: string) => scope.getByRole('article', { name: title })

async function memberApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } })
  expect((await api.post('/api/auth/login', { data: E2E_MEMBER })).status()).toBe(200)
  return api
}

test('the home page and « Comment ça marche » show the next dinners in their HTML, never a venue or a draft', async ({ request }) => {
  for (const path of ['/', '/comment-ca-marche']) {
    const html = await (await request.get(path)).text()
    expect(html).toContain('Les prochains dîners')
    for (const title of [EUROPE, AI, CLIMATE]) expect(html).toContain(title.replace('’', '’'))
    expect(html).toContain('Hélène Carrère')
    expect(html).not.toContain(DRAFT)
    expect(html).not.toContain('Salon des Arcades')
    expect(html).not.toContain('rue de Rivoli')
  }
  const api = await (await request.get('/api/dinners')).json()
  expect(JSON.stringify(api)).not.toMatch(/venue|Arcades/)
})

test('a member sees the dinners on their themes first, books one, cancels it and books it again; a full one takes the waitlist', async ({
  page,
}) => {
  await loginAsMember(page)
  await expect(page.getByText('Mon espace', { exact: true }).first()).toBeVisible()
  await expect(bookings(page).getByText('Vous n’avez pas encore réservé de dîner.')).toBeVisible()
  const list = upcoming(page)
  const plan = page.getByRole('region', { name: 'Ma formule' })
  await expect(plan.getByText('Votre formule : Premium (dîners illimités, +1 invité gratuit).')).toBeVisible()
  await expect(plan.getByText(/autant de dîners que vous le souhaitez, et un invité à chacun/)).toBeVisible()
  // The member's themes include Monde & Géopolitique: that dinner comes first, marked so.
  await expect(list.getByRole('article').first()).toHaveAccessibleName(EUROPE)
  await expect(dinnerCard(list, EUROPE).getByText('Selon vos thématiques')).toBeVisible()
  await expectNoAxeViolations(page)

  await dinnerCard(list, AI).getByRole('button', { name: 'Réserver', exact: true }).click()
  await expect(toasts(page).getByText('Votre place est réservée.')).toBeVisible()
  const booked = dinnerCard(bookings(page), AI)
  await expect(booked.getByText('Place réservée')).toBeVisible()
  await expect(booked.getByText('Le lieu vous sera communiqué une fois les tables composées.')).toBeVisible()
  // « Dîners ouverts » leaves out what the member holds.
  await expect(dinnerCard(list, AI)).toHaveCount(0)

  await booked.getByRole('button', { name: 'Annuler ma réservation' }).click()
  const dialog = page.getByRole('dialog', { name: 'Annuler votre réservation ?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Annuler la réservation' }).click()
  await expect(toasts(page).getByText('Votre réservation est annulée.')).toBeVisible()
  // The cancelled booking folds into the history, which says what ended it.
  const history = bookings(page).getByRole('group').filter({ hasText: 'Annulations (1)' })
  await history.getByText('Annulations (1)').click()
  await expect(history.getByText('Annulée', { exact: true })).toBeVisible()
  await expect(history.getByText(/Vous avez annulé cette réservation\.$/)).toBeVisible()
  await expect(dinnerCard(list, AI)).toBeVisible()

  // The mailbox: the booking came with an HTML part and an invitation, the cancellation withdrew it.
  const about = async (words: string) => (await mailsTo(E2E_MEMBER.email)).find((mail) => mail.subject.includes(words))
  await expect.poll(async () => Boolean(await about(`est annulée`))).toBe(true)
  const booking = await about(`votre place au dîner « ${AI} »`)
  expect(booking?.html).toContain(`Votre place est réservée au dîner « ${AI} »`)
  expect(booking?.text).toContain(`Votre place est réservée au dîner « ${AI} »`)
  const request = invitationOf(booking!)
  expect(request).toMatchObject({ method: 'REQUEST', partMethod: 'REQUEST', tzid: DINNER_TIME_ZONE, attachedAs: 'diner.ics' })
  const cancel = invitationOf((await about('est annulée'))!)
  expect(cancel).toMatchObject({ method: 'CANCEL', uid: request.uid })
  expect(cancel.sequence).toBeGreaterThan(request.sequence)

  // Booked again, with a guest this time: their first name and needs are asked first.
  await dinnerCard(list, AI).getByRole('button', { name: 'Réserver avec un invité' }).click()
  const guestDialog = page.getByRole('dialog', { name: 'Votre invité' })
  await guestDialog.getByRole('button', { name: 'Réserver pour deux' }).click()
  await expect(guestDialog.getByText('Indiquez le prénom de votre invité.')).toBeVisible()
  await expectNoAxeViolations(page)
  await guestDialog.getByLabel('Prénom de votre invité').fill('Hélène')
  await guestDialog.getByLabel('Ses besoins alimentaires').fill('Sans gluten')
  await guestDialog.getByRole('button', { name: 'Réserver pour deux' }).click()
  await expect(guestDialog).toHaveCount(0)
  await expect(dinnerCard(bookings(page), AI).getByText('Place réservée, avec Hélène')).toBeVisible()
  await expect(dinnerCard(bookings(page), AI).getByText('Besoins alimentaires de votre invité : Sans gluten')).toBeVisible()

  await dinnerCard(list, CLIMATE).getByRole('button', { name: 'Rejoindre la liste d’attente' }).click()
  await expect(toasts(page).getByText(/Ce dîner est complet\s: vous êtes sur la liste d’attente/)).toBeVisible()
  await expect(
    dinnerCard(bookings(page), CLIMATE).getByText('Vous êtes sur la liste d’attente : nous vous écrirons si une place se libère.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  // What the server keeps says the same after a reload.
  await page.reload()
  await expect(dinnerCard(bookings(page), AI).getByText('Place réservée, avec Hélène')).toBeVisible()
  await expect(dinnerCard(bookings(page), CLIMATE).getByText(/^Liste d’attente, position \d+$/)).toBeVisible()

  // A waitlist place has its own words; a booked dinner goes to a calendar as a file.
  await expect(dinnerCard(bookings(page), CLIMATE).getByRole('button', { name: 'Quitter la liste d’attente' })).toBeVisible()
  await expect(dinnerCard(bookings(page), CLIMATE).getByRole('link', { name: 'Apple / iCal' })).toHaveCount(0)
  await expect(dinnerCard(bookings(page), AI).getByRole('link', { name: 'Google Agenda : ajouter ce dîner' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  )
  await expect(dinnerCard(bookings(page), AI).getByRole('link', { name: 'Outlook : ajouter ce dîner' })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  )
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dinnerCard(bookings(page), AI).getByRole('link', { name: 'Apple / iCal' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('diner.ics')

  // « Mon agenda » : a private feed that a calendar application reads without a session, shown again after a reload.
  const feed = page.getByRole('region', { name: 'Mon agenda' })
  await expect(feed.getByText('Vous n’avez pas encore de lien d’agenda.')).toBeVisible()
  await feed.getByRole('button', { name: 'Créer mon lien d’agenda' }).click()
  const address = await feed.getByLabel(/Votre lien d’agenda/).inputValue()
  expect(address).toMatch(/\/api\/calendar\/[\w-]{43}$/)
  await expect(feed.getByRole('link', { name: 'Apple / iCal' })).toHaveAttribute('href', /^webcal:\/\//)
  await expect(feed.getByRole('link', { name: 'Google Agenda : m’abonner à mes dîners' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal/,
  )
  await page.reload()
  await expect(feed.getByLabel(/Votre lien d’agenda/)).toHaveValue(address)
  await expectNoAxeViolations(page)
  const subscribed = await (await playwrightRequest.newContext()).get(new URL(new URL(address).pathname, E2E_BASE_URL).href)
  expect(subscribed.status()).toBe(200)
  // Unfolded (RFC 5545 §3.1 folds lines at 75 octets).
  const calendar = (await subscribed.text()).replace(/\r\n[ \t]/g, '')
  expect(calendar).toContain(`SUMMARY:Dîner « ${AI} »`)
  expect(calendar).toContain('(liste d’attente)')

  // « Mon profil »: the answers the tables are composed from, kept after a reload.
  const profile = page.getByRole('region', { name: 'Mon profil' })
  await profile.getByRole('checkbox', { name: 'Italien' }).check()
  await profile.getByLabel('Autres informations pour le restaurant').fill('Pas de coriandre.')
  await profile.getByRole('button', { name: 'Enregistrer mon profil' }).click()
  await expect(profile.getByText('Votre profil est enregistré : il servira à composer vos prochaines tables.')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Mon profil' }).getByRole('checkbox', { name: 'Italien' })).toBeChecked()
  await expect(page.getByRole('region', { name: 'Mon profil' }).getByLabel('Autres informations pour le restaurant')).toHaveValue(
    'Pas de coriandre.',
  )
})

test('an admin creates a dinner in Payload’s form and publishes it: it appears on the home page', async ({ page }) => {
  await loginToAdmin(page)
  const formRequests = trackFormRequests(page)
  await page.goto('/admin/dinners')
  await expect(page.getByRole('heading', { name: 'Dîners et tables', level: 1 })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Nouveau dîner' }).click()
  const drawer = page.locator('.doc-drawer')
  await drawer.locator('#field-title').fill('Que peut encore la culture ?')
  await drawer.locator('#field-theme').click()
  await page.getByRole('option', { name: 'Culture & Créativité' }).click()
  await drawer.locator('#field-city').fill('Nantes')
  await drawer.locator('#field-venueName').fill('La Cantine du Port')
  await drawer.locator('#field-venueAddress').fill('2 quai de la Fosse, 44000 Nantes')
  // Payload renders a new row's fields from a form-state request; added while the typing's own
  // request was in flight, the row once stayed empty for good (CI). Add it once the form is quiet.
  await formRequests.settled()
  await drawer.getByRole('button', { name: 'Ajouter Intervenant' }).click()
  await drawer.locator('#field-speakers__0__name').fill('Nina Laurent')
  await drawer.locator('#field-speakers__0__role').click()
  await page.getByRole('option', { name: 'Expert' }).click()
  // The date last: its picker keeps the focus once a time is chosen. Two days ahead, whatever the
  // day the test runs: the home page lists the next three dinners, and the demo's come later.
  const day = DateTime.now().setZone(DINNER_TIME_ZONE).plus({ days: 2 })
  await drawer.locator('#field-startsAt input').click()
  if (day.month !== DateTime.now().setZone(DINNER_TIME_ZONE).month) await page.locator('.react-datepicker__navigation--next').click()
  await page.locator(`.react-datepicker__day--${String(day.day).padStart(3, '0')}:not(.react-datepicker__day--outside-month)`).click()
  await page.locator('.react-datepicker__time-list-item', { hasText: /^20:00$/ }).click()
  await expect(drawer.locator('#field-startsAt input')).toHaveValue(new RegExp(`^${day.day} .+ à 20:00$`))
  await drawer.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByRole('article', { name: 'Que peut encore la culture ?' })).toBeVisible()

  const row = page.getByRole('article', { name: 'Que peut encore la culture ?' })
  await expect(row.getByText('Brouillon')).toBeVisible()
  await row.getByRole('button', { name: 'Publier' }).click()
  await expect(page.getByText('« Que peut encore la culture ? » est visible sur le site et ouvert aux réservations.')).toBeVisible()
  await expect(row.getByText('Publié')).toBeVisible()
  await expect(async () => {
    const html = await (await page.request.get('/')).text()
    expect(html).toContain('Que peut encore la culture ?')
    expect(html).not.toContain('La Cantine du Port')
  }).toPass({ timeout: 15_000 })
})

test('an admin composes the tables, moves a guest, confirms: the guest is e-mailed the venue and their table, and sees them in their space', async ({
  page,
  browser,
}, testInfo) => {
  // The demo member joins the fourteen demo guests of this dinner.
  const api = await memberApi()
  const { dinners } = (await (await api.get('/api/dinners')).json()) as { dinners: { id: number; title: string }[] }
  const europe = dinners.find((dinner) => dinner.title === EUROPE)
  expect(europe).toBeDefined()
  expect((await api.post(`/api/dinners/${europe?.id}/bookings`, { data: {} })).status()).toBe(201)
  await api.dispose()

  await loginToAdmin(page, E2E_ADMIN, '/admin/dinners')
  await page.getByRole('link', { name: `Composer les tables « ${EUROPE} »` }).click()
  await expect(page.getByRole('heading', { name: EUROPE, level: 1 })).toBeVisible()
  await expect(page.getByText('Les tables ne sont pas encore composées.')).toBeVisible()
  await expect(page.getByText('15 convives inscrits, 15 places occupées sur 24')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Régimes alimentaires (pour le restaurant)' })).toBeVisible()

  // The page opens on its people: all fifteen, with their needs, not seated yet; searched, filtered, printed.
  const list = page.getByRole('region', { name: 'Liste des convives' })
  await expect(list.getByText('15 personnes affichées sur 15')).toBeVisible()
  await expect(list.getByRole('row', { name: /Margaux/ })).toContainText('Pas encore placé')
  // A tick before React has hydrated the list changes the box alone (CI, 2 busy cores): ticked again until the list follows.
  const dietsOnly = list.getByLabel('Seulement les régimes et allergies')
  await expect(async () => {
    await dietsOnly.setChecked(false)
    await dietsOnly.check()
    await expect(list.getByRole('status')).not.toHaveText('15 personnes affichées sur 15', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await dietsOnly.uncheck()
  await expect(list.getByText('15 personnes affichées sur 15')).toBeVisible()
  await list.getByLabel('Rechercher un convive').fill('Margaux')
  await expect(list.getByRole('row')).toHaveCount(2)
  await list.getByLabel('Rechercher un convive').fill('')
  // A note for the host on one guest: saved, kept after a reload, printed, never shown to the guest.
  await list.getByRole('button', { name: /^Ajouter une note sur Margaux/ }).click()
  const noteDialog = page.getByRole('dialog', { name: /^Note sur Margaux/ })
  await expect(noteDialog.getByLabel('Note de l’équipe')).toHaveAttribute('maxlength', '500')
  await noteDialog.getByLabel('Note de l’équipe').fill(GUEST_NOTE)
  const noteSaved = page.waitForResponse((response) => response.url().endsWith('/notes') && response.request().method() === 'POST')
  await noteDialog.getByRole('button', { name: 'Enregistrer la note' }).click()
  expect((await noteSaved).status()).toBe(200)
  await expect(page.getByText('Note enregistrée').last()).toBeVisible()
  await expect(noteDialog).toBeHidden()
  await expect(list.getByRole('row', { name: /Margaux/ })).toContainText(GUEST_NOTE)
  await page.reload()
  await expect(list.getByRole('row', { name: /Margaux/ })).toContainText(GUEST_NOTE)
  await expect(list.getByRole('button', { name: /^Modifier la note sur Margaux/ })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(list.getByRole('columnheader', { name: 'Note de l’équipe' })).toBeVisible()
  await expect(list.getByRole('button', { name: /^Modifier la note sur Margaux/ })).toBeHidden()
  await expect(list.getByRole('columnheader', { name: 'Régime et allergies' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Composer les tables' })).toBeHidden()
  await expect(list.getByRole('button', { name: 'Imprimer la liste' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  await page.getByRole('button', { name: 'Composer les tables' }).click()
  await expect(page.getByText('2 tables, selon les réponses des convives.').last()).toBeVisible()
  await expect(
    list
      .getByRole('row', { name: /Margaux/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText(/^[12]$/)
  const table = (n: number) => page.getByRole('region', { name: new RegExp(`^Table ${n}\\b`) })
  await expect(table(1)).toBeVisible()
  await expect(table(2)).toBeVisible()
  await expectNoAxeViolations(page)

  await attachScreenshot(page, testInfo, 'dinner-board-1440', { fullPage: true })

  // On a phone (390 px): the tables stacked, nothing past the edge; Margaux (the demo member) goes
  // to the other table with the move menu.
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenFits(page, testInfo, 'dinner-board-390')
  const [first, second] = [await table(1).boundingBox(), await table(2).boundingBox()]
  expect(second?.y).toBeGreaterThanOrEqual((first?.y ?? 0) + (first?.height ?? 0))
  const from = (await table(1).getByText('Margaux', { exact: true }).count()) > 0 ? 1 : 2
  const to = from === 1 ? 2 : 1
  await table(from).getByRole('combobox', { name: 'Déplacer Margaux vers une autre table' }).selectOption(`Table ${to}`)
  await expect(page.getByText(`Margaux est à la table ${to}.`).last()).toBeVisible()
  await expect(table(to).getByText('Margaux', { exact: true })).toBeVisible()
  await page.setViewportSize({ width: 1440, height: 900 })
  // Another guest goes the other way by drag and drop, with the mouse.
  const other = table(to).getByRole('listitem').filter({ hasNotText: 'Margaux' }).first()
  const otherName = ((await other.locator('.club-guest__name').textContent()) ?? '').trim()
  const grip = await other.getByRole('button', { name: `Glisser ${otherName} vers une autre table` }).boundingBox()
  const destination = await table(from).boundingBox()
  if (!grip || !destination) throw new Error('the board is not laid out')
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2)
  await page.mouse.down()
  await page.mouse.move(grip.x + grip.width / 2 + 12, grip.y + grip.height / 2 + 12, { steps: 4 })
  await page.mouse.move(destination.x + destination.width / 2, destination.y + 140, { steps: 20 })
  await page.mouse.up()
  await expect(page.getByText(`${otherName} est à la table ${from}.`).last()).toBeVisible()
  await expect(table(from).getByRole('button', { name: `Glisser ${otherName} vers une autre table` })).toBeVisible()
  await table(to)
    .getByRole('button', { name: `Épingler Margaux à la table ${to}` })
    .click()
  await expect(page.getByText(`Margaux est épinglé à la table ${to}.`).last()).toBeVisible()
  // The first composition's toast (same words) may still show: wait for this composition's answer,
  // or the reload below would render the tables before it is stored, and confirm a stale composition.
  const recomposed = page.waitForResponse((response) => response.url().endsWith('/tables') && response.request().method() === 'POST')
  await page.getByRole('button', { name: 'Recomposer (hors épinglés)' }).click()
  expect((await recomposed).status()).toBe(200)
  await expect(page.getByText('2 tables, selon les réponses des convives.').last()).toBeVisible()
  const pinnedThere = table(to).getByRole('button', { name: 'Désépingler Margaux' })
  await expect(pinnedThere).toBeVisible()
  // The move and the pin survive a reload: they were saved.
  await page.reload()
  await expect(pinnedThere).toBeVisible()

  const dialog = page.getByRole('dialog', { name: 'Confirmer les tables et prévenir les convives ?' })
  await openDialog(page.getByRole('button', { name: 'Confirmer les tables', exact: true }).first(), dialog)
  const confirmed = page.waitForResponse((response) => response.url().endsWith('/tables/confirm'))
  await dialog.getByRole('button', { name: 'Confirmer les tables' }).click()
  const answer = await confirmed
  expect(answer.status(), await answer.text()).toBe(200)
  await expect(page.getByText('15 convives prévenus par e-mail.').last()).toBeVisible()
  await expect(page.getByText(/^Tables confirmées le /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Composer les tables', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Recomposer seulement les tables concernées' })).toBeVisible()
  // A late change: one guest moves to the other table; only they will be told, once confirmed again.
  const confirmChanges = page.getByRole('button', { name: 'Confirmer les changements' })
  await expect(confirmChanges).toBeDisabled()
  const [size1, size2] = [await table(1).getByRole('listitem').count(), await table(2).getByRole('listitem').count()]
  const [bigger, smaller] = size1 >= size2 ? [1, 2] : [2, 1]
  const late = table(bigger).getByRole('listitem').filter({ hasNotText: 'Margaux' }).first()
  const lateName = ((await late.locator('.club-guest__name').textContent()) ?? '').trim()
  await late.getByRole('combobox', { name: `Déplacer ${lateName} vers une autre table` }).selectOption(`Table ${smaller}`)
  await expect(page.getByText(`${lateName} est à la table ${smaller}.`).last()).toBeVisible()
  await expect(page.getByText('1 convive change de table : il sera prévenu quand vous confirmerez.')).toBeVisible()
  await confirmChanges.click()
  const changes = page.getByRole('dialog', { name: 'Prévenir les convives qui changent de table ?' })
  await expect(changes).toContainText('1 convive recevra un e-mail avec sa nouvelle table. Les autres convives ne reçoivent rien.')
  await changes.getByRole('button', { name: 'Confirmer les changements' }).click()
  await expect(page.getByText('1 convive prévenu par e-mail.').last()).toBeVisible()
  await expect(page.getByText(/convive change de table/)).toHaveCount(0)
  await expect(confirmChanges).toBeDisabled()

  await expect(async () => {
    const mails = (await mailsTo(E2E_MEMBER.email)).filter((mail) => mail.subject.includes('votre table'))
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain(EUROPE)
    expect(mails[0].text).toContain(`LIEU\n${EUROPE_VENUE.replace(', ', '\n')}\nVoir sur la carte : https://www.openstreetmap.org/`)
    expect(mails[0].text).toContain('Hélène Carrère (journaliste)')
    expect(mails[0].text).toContain(`VOTRE TABLE\nTable ${to}`)
    expect(mails[0].text).toMatch(/À VOTRE TABLE\n.+, /)
  }).toPass({ timeout: 15_000 })

  const member = await browser.newPage()
  await loginAsMember(member)
  const seated = dinnerCard(bookings(member), EUROPE)
  await expect(seated.getByText(EUROPE_VENUE)).toBeVisible()
  await expect(seated.getByText(`Table ${to}`)).toBeVisible()
  await expect(member.getByText(GUEST_NOTE)).toHaveCount(0)
  await expectNoAxeViolations(member)
  // Bookings are closed with the tables: the dinner leaves the public list.
  await expect(async () => {
    const html = await (await member.request.get('/')).text()
    expect(html).not.toContain(EUROPE)
  }).toPass({ timeout: 15_000 })
  await member.close()
})

test('the team writes to a dinner’s guests and sees each guest’s mails, with « Renvoyer »', async ({ page }) => {
  await loginToAdmin(page, E2E_ADMIN, '/admin/dinners')
  await page.getByRole('link', { name: EUROPE, exact: true }).click()
  const log = page.getByRole('region', { name: 'Courriels aux convives' })
  await expect(log.getByText('Aucun message n’a encore été écrit aux convives.')).toBeVisible()

  await log.getByRole('button', { name: 'Écrire aux convives' }).click()
  const dialog = page.getByRole('dialog', { name: 'Écrire aux convives' })
  await expect(dialog.getByRole('combobox', { name: 'Destinataires' }).getByRole('option')).toHaveText([
    'Tous les convives',
    'Table 1',
    'Table 2',
  ])
  await dialog.getByRole('button', { name: 'Envoyer' }).click()
  await expect(dialog.getByText('Indiquez l’objet du message.')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByLabel('Objet *').fill('Le salon ouvre à 19 h 45')
  await dialog.getByLabel('Message *').fill('Bonsoir à toutes et à tous,\n\nle vestiaire est au premier étage.')
  await dialog.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByText('15 convives le recevront.').last()).toBeVisible()
  await expect(log.getByText('Le salon ouvre à 19 h 45', { exact: true })).toBeVisible()
  await expect(async () => {
    const mail = (await mailsTo(E2E_MEMBER.email)).find((m) => m.subject.includes('Le salon ouvre à 19 h 45'))
    expect(mail?.text).toContain('le vestiaire est au premier étage.')
  }).toPass({ timeout: 15_000 })

  // Margaux's mails: the table's mail was sent; « Renvoyer » sends it again.
  const margaux = log.locator('details', { hasText: 'Margaux' })
  await margaux.locator('summary').click()
  await expect(margaux.getByText('Table et lieu')).toBeVisible()
  await expect(margaux.getByText('Prévu').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await margaux.getByRole('button', { name: /^Renvoyer « Table et lieu »/ }).click()
  await expect(page.getByText(/est reparti pour Margaux/).last()).toBeVisible()
  await expect(async () => {
    const tableMails = (await mailsTo(E2E_MEMBER.email)).filter((mail) => mail.subject.includes('votre table'))
    expect(tableMails).toHaveLength(2)
  }).toPass({ timeout: 15_000 })
})

test('after the confirmation, a guest withdraws and the team adds another: the board, the index and the CSV agree; placed by hand, only they are told', async ({
  page,
}, testInfo) => {
  await loginToAdmin(page, E2E_ADMIN, '/admin/dinners')
  await page.getByRole('link', { name: EUROPE, exact: true }).click()
  await expect(page.getByText('15 convives inscrits, 15 places occupées sur 24')).toBeVisible()
  const europeId = Number(new URL(page.url()).pathname.split('/').pop())
  // Margaux (the demo member) withdraws after the confirmation: her seat stays, marked, at her table.
  const member = await memberApi()
  expect((await member.delete(`/api/dinners/${europeId}/bookings/me`)).status()).toBe(200)
  await member.dispose()
  await page.reload()
  await expect(page.getByText('14 convives inscrits, 14 places occupées sur 24')).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Ajouter un convive' })
  await openDialog(page.getByRole('button', { name: 'Ajouter un convive' }), dialog)
  const field = dialog.getByLabel('Rechercher un membre')
  await field.fill('personnequinexistepas')
  await expect(dialog.getByText('Aucun membre ne correspond.')).toBeVisible()
  // The demo members' addresses end in membres.demo.example: those already booked are not offered.
  await field.fill('membres')
  const found = dialog.getByRole('list', { name: 'Membres trouvés' })
  await expect(found.getByRole('listitem').first()).toBeVisible()
  await expectNoAxeViolations(page)
  await attachScreenshot(page, testInfo, 'add-guest-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenFits(page, testInfo, 'add-guest-390', { fullPage: false })
  await page.setViewportSize({ width: 1440, height: 900 })
  const first = found.getByRole('listitem').first()
  const name = ((await first.locator('strong').textContent()) ?? '').trim()
  // With the keyboard: the row's button (named after the member), then Enter.
  const addButton = first.getByRole('button')
  await expect(addButton).toHaveAccessibleName(`Ajouter ${name}`)
  await focusByKeyboard(page, addButton, 20)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Convive ajouté : ${name}`).last()).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('15 convives inscrits, 15 places occupées sur 24')).toBeVisible()

  // The board keeps the tables: the arrival waits above them, highlighted; Margaux's seat is marked empty.
  const summary = 'Tables confirmées — 1 arrivée à placer, 1 place libérée'
  await expect(page.getByRole('status').filter({ hasText: summary })).toBeVisible()
  const arrivals = page.getByRole('region', { name: 'Arrivées à placer' })
  await expect(arrivals.locator('.club-guest--arrival')).toHaveCount(1)
  // The chip names the arrival by first name, as its drag handle does.
  const gripLabel = (await arrivals.getByRole('button', { name: /^Glisser / }).getAttribute('aria-label')) ?? ''
  const firstName = gripLabel.replace(/^Glisser (.*) vers une autre table$/, '$1')
  expect(name).toContain(firstName)
  await expect(arrivals.getByText('Arrivée', { exact: true })).toBeVisible()
  const vacated = page.locator('.club-table-card').filter({ hasText: /Place libérée\s: Margaux .* ne vient plus/ })
  await expect(vacated).toHaveCount(1)
  const seatTable = Number(((await vacated.getByRole('heading', { level: 3 }).textContent()) ?? '').replace(/\D/g, ''))
  await expect(page.getByRole('button', { name: 'Confirmer les changements' })).toBeDisabled()
  await expect(page.getByRole('region', { name: 'Liste des convives' }).getByRole('row', { name: new RegExp(name) })).toContainText(
    'Pas encore placé',
  )
  await expectNoAxeViolations(page)
  await attachScreenshot(page, testInfo, 'late-changes-1440', { fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await expectScreenFits(page, testInfo, 'late-changes-390')
  await page.setViewportSize({ width: 1440, height: 900 })

  // The guests' CSV says the same: the arrival unplaced, Margaux absent.
  const csv = await (
    await page.request.get(`/api/admin/dinners/${europeId}/exports/guests`, { headers: { 'sec-fetch-site': 'same-origin' } })
  ).text()
  expect(csv).toContain(`Pas encore placé;${firstName};`)
  expect(csv).not.toContain(';Margaux;')
  // The index too.
  await page.goto('/admin/dinners')
  await expect(page.getByRole('article', { name: EUROPE }).getByText(summary)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goBack()

  // Placed at Margaux's table with « Placer … à une table » (the keyboard's way besides the drag,
  // whose arrow steps depend on the board's layout), then confirmed: only they are told.
  await page
    .getByRole('region', { name: 'Arrivées à placer' })
    .getByRole('combobox', { name: `Placer ${firstName} à une table` })
    .selectOption({ label: `Table ${seatTable}` })
  await expect(page.getByText(new RegExp(`^${firstName} (est|déplacée?) à la table ${seatTable}\\.`)).last()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Arrivées à placer' })).toHaveCount(0)
  await expect(page.getByText(/Place libérée/)).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Tables confirmées — 1 convive à prévenir' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirmer les changements' }).click()
  const changes = page.getByRole('dialog', { name: 'Prévenir les convives qui changent de table ?' })
  await changes.getByRole('button', { name: 'Confirmer les changements' }).click()
  await expect(page.getByText('1 convive prévenu par e-mail.').last()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Tables confirmées$/ })).toBeVisible()
})

test('an admin cancels a dinner from its page, after a confirmation: the page says the guests were told', async ({ page }) => {
  await loginToAdmin(page, E2E_ADMIN, '/admin/dinners')
  // The dinner published by the test above, which nobody booked yet.
  const published = 'Que peut encore la culture ?'
  await page.getByRole('link', { name: published, exact: true }).click()
  await expect(page.getByRole('heading', { name: published, level: 1 })).toBeVisible()
  const dialog = page.getByRole('dialog', { name: 'Annuler ce dîner et prévenir les convives ?' })
  await openDialog(page.getByRole('button', { name: 'Annuler le dîner' }), dialog)
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Annuler le dîner' }).click()
  await expect(page.getByText('0 membre prévenu par e-mail.')).toBeVisible()
  await expect(page.getByText('Ce dîner est annulé : ses convives et sa liste d’attente en ont été prévenus.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Annuler le dîner' })).toHaveCount(0)
  await expect(page.getByText('Annulé', { exact: true })).toBeVisible()
})
