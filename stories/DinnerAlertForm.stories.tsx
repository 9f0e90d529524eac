import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { DinnerAlertForm } from '../components/site/account/DinnerAlertForm'
import { DINNER_ALERT_TEXTS } from '../src/domain/dinnerAlerts'

/** « Prévenez-moi » in the member's space: themes required, cities and days optional, saved or stopped. */
const meta = {
  title: 'Account/DinnerAlertForm',
  component: DinnerAlertForm,
  args: {
    initial: null,
    cities: ['Bordeaux', 'Lyon', 'Paris'],
    onSave: fn(async () => DINNER_ALERT_TEXTS.saved),
    onClear: fn(async () => DINNER_ALERT_TEXTS.cleared),
  },
  parameters: { nextjs: { appDirectory: true } },
} satisfies Meta<typeof DinnerAlertForm>
export default meta
type Story = StoryObj<typeof meta>

/** A text as Testing Library reads the page: its no-break spaces as spaces. */
const shown = (text: string) => text.replaceAll('\u00a0', ' ')

export const FirstChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: DINNER_ALERT_TEXTS.save }))
    await expect(page.getByText(DINNER_ALERT_TEXTS.noThemeChosen)).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.click(page.getByRole('checkbox', { name: 'Sport & Société' }))
    await userEvent.click(page.getByRole('checkbox', { name: 'Lyon' }))
    await userEvent.click(page.getByRole('checkbox', { name: 'Jeudi' }))
    await userEvent.click(page.getByRole('button', { name: DINNER_ALERT_TEXTS.save }))
    await expect(args.onSave).toHaveBeenCalledWith({ themes: ['sport-society'], cities: ['Lyon'], weekdays: ['4'] })
    await expect(page.getByRole('status')).toHaveTextContent(shown(DINNER_ALERT_TEXTS.saved))
    await expect(page.getByRole('button', { name: DINNER_ALERT_TEXTS.clear })).toBeVisible()
  },
}

export const Saved: Story = {
  args: { initial: { themes: ['culture-creativity'], cities: [], weekdays: [] } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('checkbox', { name: 'Culture & Créativité' })).toBeChecked()
    await userEvent.click(page.getByRole('button', { name: DINNER_ALERT_TEXTS.clear }))
    await expect(args.onClear).toHaveBeenCalled()
    await expect(page.getByRole('status')).toHaveTextContent(shown(DINNER_ALERT_TEXTS.cleared))
    await expect(page.getByRole('checkbox', { name: 'Culture & Créativité' })).not.toBeChecked()
  },
}

export const NoDinnerYet: Story = {
  args: { cities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(shown(DINNER_ALERT_TEXTS.noCities))).toBeVisible()
  },
}
