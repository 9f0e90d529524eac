import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../components/ui/Button'
import { useToast } from '../components/ui/Toast'

function ToastDemo() {
  const { toast } = useToast()
  return (
    <>
      <Button onClick={() => toast({ title: 'Message envoyé', description: 'Votre message a été envoyé avec succès.' })}>
        Succès
      </Button>{' '}
      <Button
        variant="destructive"
        onClick={() => toast({ title: 'Champs requis', description: 'Veuillez remplir tous les champs.', variant: 'destructive' })}
      >
        Erreur
      </Button>
    </>
  )
}

const meta = { title: 'Kit/Toast', component: ToastDemo } satisfies Meta<typeof ToastDemo>
export default meta
type Story = StoryObj<typeof meta>

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Succès' }))
    await expect(await screen.findByText('Message envoyé')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }))
    await expect(await screen.findByText('Champs requis')).toBeVisible()
    // At most one toast is shown: the new one replaced the first.
    await waitFor(() => expect(screen.queryByText('Message envoyé')).toBeNull())
  },
}

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Succès' }))
    await screen.findByText('Message envoyé')
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }))
    await waitFor(() => expect(screen.queryByText('Message envoyé')).toBeNull())
  },
}
