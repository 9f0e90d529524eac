import { expect, test } from '@playwright/test'
import { DateTime } from 'luxon'

import { DINNER_TIME_ZONE } from '@/domain/dinners'

import { loginToAdmin, openDialog } from './admin'
import { E2E_ADMIN, E2E_BASE_URL } from './fixtures'
import { expectNoAxeViolations } from './support'

// A journey through Payload's admin: more than the default minute on a busy 2-core machine.
test.setTimeout(180_000)

test('an admin composes every table of an evening at once from the dinners list: each dinner says what became of it', async ({ page }) => {
  await loginToAdmin(page, E2E_ADMIN, '/admin')
  const headers = { Origin: E2E_BASE_URL }
  // An evening of its own, far ahead: three dinners, two of which the team fills.
  const evening = DateTime.now().setZone(DINNER_TIME_ZONE).plus({ days: 150 }).set({ hour: 19, minute: 30, second: 0, millisecond: 0 })
  const titles = ['Soirée à composer, premier dîner', 'Soirée à composer, second dîner', 'Soirée à composer, dîner sans convive']
  const ids: number[] = []
  for (const [index, title] of titles.entries()) {
    const created = await page.request.post('/cms-api/dinners', {
      headers,
      data: {
        title,
        theme: 'economy-work',
        startsAt: evening.plus({ minutes: 30 * index }).toISO(),
        city: 'Paris',
        venueName: 'La Table du Soir',
        venueAddress: '3 rue du Soir, 75011 Paris',
        speakers: [{ name: 'Inès Morel', role: 'expert', bio: 'Économiste.' }],
        seats: 12,
        tableSizeMin: 4,
        tableSizeMax: 8,
        status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    ids.push(((await created.json()) as { doc: { id: number } }).doc.id)
  }
  // The demo members' addresses end in membres.demo.example: the team adds four to each of the first two dinners.
  const booked = new Set<number>()
  for (const dinnerId of ids.slice(0, 2)) {
    const found = await page.request.get(`/api/admin/dinners/${dinnerId}/guests?q=membres`, { headers })
    expect(found.status()).toBe(200)
    const candidates = ((await found.json()) as { id: number }[]).filter(({ id }) => !booked.has(id)).slice(0, 4)
    expect(candidates).toHaveLength(4)
    for (const { id } of candidates) {
      expect((await page.request.post(`/api/admin/dinners/${dinnerId}/guests`, { headers, data: { member: id } })).status()).toBe(201)
      booked.add(id)
    }
  }

  await page.goto('/admin/dinners')
  const section = page.getByRole('region', { name: evening.setLocale('fr').toFormat('cccc d LLLL yyyy') })
  await expect(section.getByRole('article')).toHaveCount(3)
  const dialog = page.getByRole('dialog', { name: 'Composer toutes les tables de la soirée ?' })
  await openDialog(section.getByRole('button', { name: 'Composer toutes les tables de la soirée' }), dialog)
  await expect(dialog).toContainText('Les 3 dîners de cette soirée sont composés l’un après l’autre')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Composer la soirée' }).click()

  const results = section.getByRole('status').filter({ hasText: 'Résultat de la composition de la soirée' })
  await expect(results.getByRole('listitem').filter({ hasText: titles[0] })).toContainText(/tables? composées? pour 4 convives\./)
  // The second dinner's four demo members may share no language: then it is left, with the engine's own reason.
  await expect(results.getByRole('listitem').filter({ hasText: titles[1] })).toContainText(
    /tables? composées? pour 4 convives\.|Laissé tel quel\s:\s\S/,
  )
  await expect(results.getByRole('listitem').filter({ hasText: titles[2] })).toContainText(
    'Laissé tel quel : Aucun convive n’a encore réservé ce dîner : il n’y a pas de table à composer.',
  )
  await expect(dialog).toBeHidden()
  // The list's summaries follow: the first dinner's tables are composed.
  await expect(section.getByRole('article', { name: titles[0] }).getByText('Tables composées', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})
