import { Flex } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../components/ui/Button'
import { Dialog } from '../components/ui/Dialog'

function DialogDemo() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button>Ouvrir</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Contacter Le Cercle" description="Remplissez le formulaire ci-dessous pour nous envoyer un message.">
        <Flex justify="end" gap="3">
          <Dialog.Close>
            <Button variant="outline">Annuler</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}

const meta = { title: 'Kit/Dialog', component: DialogDemo } satisfies Meta<typeof DialogDemo>
export default meta
type Story = StoryObj<typeof meta>

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir' }))
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Le Cercle' })
    await expect(dialog).toHaveAccessibleDescription('Remplissez le formulaire ci-dessous pour nous envoyer un message.')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}
