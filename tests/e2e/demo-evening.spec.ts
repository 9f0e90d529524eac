import { expect, test } from '@playwright/test'

import { loginToAdmin } from './admin'
import { E2E_ADMIN } from './fixtures'
import { adminRequest, expectNoAxeViolations, loginAsMember } from './support'

const HELD = 'Que peut encore la diplomatie ?'

/**
 * The demo content's dinner of last week (tooling/seed/demoEvening.ts), as a fresh `npm run dev`
 * shows it: the demo member finds it in « Mes dîners passés » and may report a tablemate of it; the team
 * sees its marks, its answers beside its tables, the speaker's averages and the report.
 */
test('demo content: last week’s dinner, held, shows every screen after the dinner', async ({ page, browser, playwright }) => {
  await loginAsMember(page)
  const record = page.getByRole('region', { name: 'Mes dîners passés' })
  await expect(record.getByRole('listitem').filter({ hasText: HELD }).getByText('Présent')).toBeVisible()
  await page.getByRole('button', { name: 'Signaler un comportement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Signaler un comportement' })
  await dialog.getByRole('combobox', { name: /^Le dîner/ }).click()
  await page.getByRole('option', { name: /Que peut encore la diplomatie/ }).click()
  await dialog.getByRole('combobox', { name: /^La personne/ }).click()
  // The demo member's tablemates at that dinner, by first name.
  await expect(page.getByRole('option', { name: 'Mathilde' })).toBeVisible()
  await page.keyboard.press('Escape')
  await dialog.getByRole('button', { name: 'Annuler' }).click()

  const admin = await adminRequest(playwright.request)
  const found = (await (await admin.get(`/cms-api/dinners?where[title][equals]=${encodeURIComponent(HELD)}&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  await admin.dispose()
  const team = await browser.newPage()
  await loginToAdmin(team, E2E_ADMIN, `/admin/dinners/${found.docs[0].id}`)
  const learned = team.getByRole('region', { name: 'Avis des convives' })
  await expect(learned.getByText('9 réponses sur 10 convives sollicités · taux de réponse 90 %')).toBeVisible()
  await expect(learned.getByText('Le salon était un peu bruyant en fin de soirée.')).toBeVisible()
  await expect(
    learned.getByRole('listitem').filter({ hasText: /^Table \d 6 convives · \d réponses? · conversation [\d,]+ · diversité \d+$/ }),
  ).toHaveCount(2)
  const marks = team.getByRole('region', { name: 'Présences' })
  await expect(
    marks.getByRole('radiogroup', { name: 'Présence de Ulysse Vidal' }).getByRole('radio', { name: 'Absent sans prévenir' }),
  ).toBeChecked()
  await expect(
    marks.getByRole('radiogroup', { name: 'Présence de Valentine Weber' }).getByRole('radio', { name: 'Annulation tardive' }),
  ).toBeChecked()
  await expectNoAxeViolations(team)

  await team.goto('/admin/dinners')
  const speakers = team.getByRole('region', { name: 'Avis par intervenant' })
  await expect(
    speakers
      .getByRole('listitem')
      .filter({ hasText: 'Hélène Carrère' })
      .getByText(/intervenant 4,3 \/ 5 · soirée 4,2 \/ 5/),
  ).toBeVisible()
  const reports = team.getByRole('region', { name: 'Signalements' })
  await expect(reports.getByRole('article', { name: /^Pierre Perrin au sujet de Thaïs Tessier/ })).toBeVisible()
  await team.close()
})
