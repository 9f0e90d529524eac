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

// The keyboard (Enter and Space on a question) is the browser's own, tested end to end (content-editing.spec.ts).
export const OpensOneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = canvas.getByRole('heading', { name: 'Qui paie le dîner ?' }).closest('summary')!
    const second = canvas.getByRole('heading', { name: 'Les échanges sont-ils enregistrés ?' }).closest('summary')!
    const answer = canvas.getByText('Chacun règle sa part à la fin du repas.')
    await expect(answer).not.toBeVisible()
    await userEvent.click(first)
    await expect(first.parentElement).toHaveAttribute('open')
    await expect(answer).toBeVisible()
    // One answer at a time: opening the second closes the first.
    await userEvent.click(second)
    await expect(second.parentElement).toHaveAttribute('open')
    await expect(first.parentElement).not.toHaveAttribute('open')
    await expect(canvas.getByText('Jamais.')).toBeVisible()
  },
}
