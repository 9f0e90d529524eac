import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { adminRequest, approveMember, expectNoAxeViolations, feedbackDueNow, mailedFeedbackLink, publishedDinner } from './support'
import { applicantByApi } from './wizardSteps'

const HOUR = 60 * 60 * 1000

/**
 * The member's space as a member who has dined meets it, on a phone (dark) and on a wide screen
 * (light): it opens on their next dinner, not on the newcomer's welcome; a short contents list
 * leads to each section; a past dinner's feedback is reachable from the space, signed in; a lost
 * mailed link leads back to that dinner in the space.
 */
for (const { width, colorScheme } of [
  { width: 390, colorScheme: 'dark' as const },
  { width: 1440, colorScheme: 'light' as const },
]) {
  test.describe(`at ${width} px, ${colorScheme}`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme })

    test('opens on the next dinner, then the open ones and the past ones, whose feedback is given from the space', async ({
      page,
      playwright,
    }) => {
      await page.context().setExtraHTTPHeaders({ Origin: E2E_BASE_URL })
      const { id, email } = await applicantByApi(page.request, 8, undefined, { firstName: 'Léa', lastName: `Espace${width}` })
      const admin = await adminRequest(playwright.request)
      await approveMember(admin, id)
      const next = `Le prochain dîner de Léa (${width})`
      const past = `Le dîner d’hier de Léa (${width})`
      const nextId = await publishedDinner(admin, next)
      const pastId = await publishedDinner(admin, past)
      for (const dinnerId of [nextId, pastId])
        expect((await page.request.post(`/api/dinners/${dinnerId}/bookings`, { data: {} })).status()).toBe(201)
      const moved = await admin.patch(`/cms-api/dinners/${pastId}`, { data: { startsAt: new Date(Date.now() - 2 * HOUR).toISOString() } })
      expect(moved.status(), await moved.text()).toBe(200)
      await admin.dispose()
      await feedbackDueNow(pastId)
      const mailed = await mailedFeedbackLink(email)

      await page.goto('/status')
      const main = page.getByRole('main')
      const section = (name: string) => page.getByRole('region', { name, exact: true })
      await expect(section('Mes dîners').getByRole('heading', { name: 'Mon prochain dîner' })).toBeVisible()
      await expect(section('Mes dîners').getByRole('article').first()).toHaveAccessibleName(next)
      // Dined already: the application card (SPEC's status page) heads « Mes réglages », not the page.
      await expect(main.getByText('Bienvenue dans le cercle !')).toHaveCount(1)
      await expect(section('Mes réglages').getByText('Bienvenue dans le cercle !')).toBeVisible()
      // The next dinner first, then the open ones, then the past ones, then the settings.
      const top = async (name: string) => (await section(name).boundingBox())?.y ?? Number.NaN
      const order = [await top('Mes dîners'), await top('Dîners ouverts'), await top('Mes dîners passés'), await top('Mes réglages')]
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      // Its calendars, and a cancellation that promises nothing it cannot keep.
      const card = section('Mes dîners').getByRole('article', { name: next })
      await expect(card.getByRole('link', { name: 'Google Agenda : ajouter ce dîner' })).toBeVisible()
      await expect(card.getByRole('link', { name: 'Apple / iCal' })).toBeVisible()
      await expect(card.getByRole('link', { name: 'Outlook : ajouter ce dîner' })).toBeVisible()
      await card.getByRole('button', { name: 'Annuler ma réservation' }).click()
      const dialog = page.getByRole('dialog', { name: 'Annuler votre réservation ?' })
      await expect(dialog).toContainText('s’il y en a une, sinon à la réservation')
      await dialog.getByRole('button', { name: 'Garder ma place' }).click()
      await expectNoAxeViolations(page)

      // The contents list reaches the past dinners; their feedback is one tap away.
      const contents = page.getByRole('navigation', { name: 'Dans mon espace' })
      await contents.getByRole('link', { name: 'Dîners passés' }).click()
      await expect(page).toHaveURL(/#diners-passes$/)
      const pastItem = section('Mes dîners passés').getByRole('listitem').filter({ hasText: past })
      await expect(pastItem.getByText('Présence pas encore notée')).toBeVisible()
      await expect(pastItem.getByRole('link', { name: 'Revoir mes voisins' })).toHaveAttribute('href', `/status/avis/${pastId}#revoir`)
      await pastItem.getByRole('link', { name: 'Donner mon avis' }).click()
      await expect(page).toHaveURL(new RegExp(`/status/avis/${pastId}$`))
      await expect(page.getByText(`Dîner « ${past} »`, { exact: false })).toBeVisible()
      await expectNoAxeViolations(page)
      const score = (label: RegExp, value: string) => page.getByRole('group', { name: label }).getByRole('radio', { name: value })
      await score(/^La soirée dans son ensemble/, '5 · Excellent').click()
      await score(/^L’intervenant/, '4 · Très bien').click()
      await score(/^La conversation à ma table/, '4 · Très bien').click()
      await page.getByRole('button', { name: 'Envoyer mon avis' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Vous pouvez le modifier depuis votre espace' })).toBeVisible()
      await page.getByRole('link', { name: 'Retour à mes dîners passés' }).click()
      await expect(section('Mes dîners passés').getByRole('link', { name: 'Modifier mon avis' })).toBeVisible()

      // Answered in the space, the mailed link has served (a forwarded mail cannot overwrite it) and says
      // so; a lost one says what happened and leads to the past dinners.
      await page.goto(new URL(mailed).pathname + new URL(mailed).search)
      await expect(page.getByText(/^Ce lien a déjà servi/)).toBeVisible()
      await page.goto('/avis?token=un-lien-perdu-de-toutes-pieces')
      await expect(main.getByRole('alert')).toContainText('Ce lien n’est pas valide.')
      await expect(main.getByRole('link', { name: 'Retrouver mes dîners passés dans mon espace' })).toHaveAttribute(
        'href',
        '/status#diners-passes',
      )
    })
  })
}
