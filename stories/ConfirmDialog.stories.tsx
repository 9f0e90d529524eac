import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../components/ui/Button'
import { ConfirmDialog } from '../components/ui/ConfirmDialog'

const onConfirm = fn()

const meta = {
  title: 'Kit/Confirm dialog',
  render: () => (
    <ConfirmDialog
      trigger={<Button variant="outline">Quitter la liste d’attente</Button>}
      title="Quitter la liste d’attente ?"
      description="Vous perdrez votre rang. Vous pourrez vous inscrire de nouveau tant que le dîner est ouvert."
      keepLabel="Rester sur la liste"
      confirmLabel="Quitter la liste"
      onConfirm={onConfirm}
      destructive
    />
  ),
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** « Keep » closes without acting; « confirm » acts once and closes. */
export const KeepThenConfirm: Story = {
  play: async ({ canvasElement }) => {
    onConfirm.mockClear()
    const trigger = within(canvasElement).getByRole('button', { name: 'Quitter la liste d’attente' })
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole('button', { name: 'Rester sur la liste' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Quitter la liste d’attente ?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitter la liste' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(onConfirm).toHaveBeenCalledTimes(1)
  },
}
