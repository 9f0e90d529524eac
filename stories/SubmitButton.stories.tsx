import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { SubmitButton } from '../components/ui/SubmitButton'
import { PENDING_LABELS } from '../src/domain/ui'

const meta = {
  title: 'Kit/SubmitButton',
  component: SubmitButton,
  args: { pending: false, pendingLabel: PENDING_LABELS.sending, children: 'Envoyer' },
} satisfies Meta<typeof SubmitButton>
export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Envoyer' })).toBeEnabled()
  },
}

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Envoi...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}
