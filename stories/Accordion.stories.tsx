import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'

import { Accordion } from '../components/ui/Accordion'

const meta = {
  title: 'Kit/Accordion',
  component: Accordion,
  args: {
    items: [
      { id: 'paiement', title: 'Qui paie le dîner ?', content: 'Chacun règle sa part à la fin du repas.' },
      { id: 'enregistrement', title: 'Les échanges sont-ils enregistrés ?', content: 'Jamais.' },
    ],
  },
} satisfies Meta<typeof Accordion>
export default meta
type Story = StoryObj<typeof meta>

export const OpensWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Qui paie le dîner ?' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText('Chacun règle sa part à la fin du repas.')).toBeVisible()
  },
}
