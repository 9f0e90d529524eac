import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './fixtures'
import { focusByKeyboard, pressOn, typeInto } from './keyboard'
import { toasts, uniqueEmail, withStoredConsent } from './support'
import { expectStep, PASSWORD } from './wizardSteps'
import { TOASTS } from '../../src/domain/messages/toasts'

test.beforeEach(async ({ page }) => withStoredConsent(page))

test('keyboard only: the whole wizard, from the home page to the confirmation', async ({ page }) => {
  await page.goto('/')
  await pressOn(page, page.getByRole('link', { name: 'Devenir membre fondateur' }).first(), 'Enter')
  await expect(page).toHaveURL(/\/inscription$/)

  // Step 1
  await typeInto(page, page.getByLabel(/^Prénom/), 'Inès')
  await typeInto(page, page.getByLabel(/^Nom/), 'Clavier')
  await typeInto(page, page.getByLabel(/^E-mail/), uniqueEmail('clavier'))
  await typeInto(page, page.getByLabel(/^Mot de passe/), PASSWORD)
  await typeInto(page, page.getByLabel(/^Confirmez le mot de passe/), PASSWORD)
  for (const theme of ['Culture & Créativité', 'Économie & Travail', 'Technologie & Futur']) {
    await pressOn(page, page.getByRole('checkbox', { name: new RegExp(theme) }), 'Space')
  }
  await pressOn(page, page.getByRole('switch', { name: /newsletter/ }), 'Space')
  await pressOn(page, page.getByRole('button', { name: /S’inscrire/ }), 'Enter')
  await expect(toasts(page).getByText(TOASTS.accountCreatedTitle)).toBeVisible()

  // Step 2: the step's title takes the focus, for keyboard and screen-reader users.
  await expectStep(page, 1, /\/adhesion\?userId=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  // Same day and month: the segments' order follows the browser's own locale.
  await typeInto(page, page.getByLabel(/^Date de naissance/), '04041988')
  await expect(page.getByLabel(/^Date de naissance/)).toHaveValue('1988-04-04')
  await typeInto(page, page.getByLabel(/^Téléphone/), '0611223344')
  const identity = page.getByRole('combobox', { name: /Comment vous définissez-vous/ })
  await pressOn(page, identity, 'Enter')
  // As a person would: type once the list is open (keys typed before it shows go to the closed trigger).
  // Radix moves the focus into the list only once it is positioned, a frame after it shows.
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.waitForFunction(() => document.activeElement?.closest('[role="listbox"]') != null)
  // One letter: Radix's typeahead forgets what was typed after a second, which a busy machine can take between keys.
  await page.keyboard.type('N')
  await expect(page.getByRole('option', { name: 'Non-binaire' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(identity).toHaveText(/Non-binaire/)
  await pressOn(page, page.getByRole('radio', { name: /Premium/ }), 'Space')
  await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked()
  await pressOn(page, page.getByRole('button', { name: /^Continuer$/ }), 'Enter')

  // Step 3: Enter in a field submits the step.
  await expectStep(page, 2, /step=1/)
  await typeInto(page, page.getByLabel(/^Adresse/), '8 quai Saint-Vincent')
  await typeInto(page, page.getByLabel(/^Code postal/), '69001')
  await typeInto(page, page.getByLabel(/^Ville/), 'Lyon')
  await page.keyboard.press('Enter')

  // Step 4
  await expectStep(page, 3, /step=2/)
  await typeInto(page, page.getByLabel(/^Entreprise/), 'Studio Clavier')
  await typeInto(page, page.getByLabel(/^Poste actuel/), 'Designer')
  await pressOn(page, page.getByRole('checkbox', { name: 'Espagnol' }), 'Space')
  await pressOn(page, page.getByRole('button', { name: /^Continuer$/ }), 'Enter')

  // Step 5
  await expectStep(page, 4, /step=3/)
  await typeInto(
    page,
    page.getByLabel(/^Présentez-vous/),
    'Designer d’interfaces, je tiens à ce que tout se fasse aussi au clavier, à table comme ailleurs.',
  )
  await pressOn(page, page.getByRole('button', { name: /^Continuer$/ }), 'Enter')

  // Step 6
  await expectStep(page, 5, /step=4/)
  const firstSlider = page.getByRole('slider').first()
  await focusByKeyboard(page, firstSlider)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(firstSlider).toHaveAttribute('aria-valuenow', '7')
  await pressOn(page, page.getByRole('checkbox', { name: 'Végétarien' }), 'Space')
  await pressOn(page, page.getByRole('button', { name: /^Continuer$/ }), 'Enter')

  // Step 7
  await expectStep(page, 6, /step=5/)
  await pressOn(page, page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }), 'Space')
  await pressOn(page, page.getByRole('button', { name: 'Finaliser' }), 'Enter')
  await expect(toasts(page).getByText(TOASTS.registrationDoneTitle)).toBeVisible()

  // Step 8
  await expect(page).toHaveURL(/\/confirmation$/)
  await pressOn(page, page.getByRole('link', { name: 'Retour à l’accueil' }), 'Enter')
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`)
})
