import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../components/ui/Button'
import { Dialog } from '../components/ui/Dialog'
import { useToast } from '../components/ui/Toast'

function ToastDemo() {
  const { toast } = useToast()
  return (
    <>
      <Button onClick={() => toast({ title: 'Message envoyé', description: 'Votre message a été envoyé avec succès.' })}>Succès</Button>{' '}
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

/** The toast's box, and whether it is what is drawn at its own centre (nothing covers or dims it). */
async function shownToast() {
  const toast = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.kit-toast-viewport .kit-toast')
    expect(element).not.toBeNull()
    return element as HTMLElement
  })
  const box = toast.getBoundingClientRect()
  const centre = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2)
  return { box, onTop: Boolean(centre && toast.contains(centre)) }
}

/** Inside the viewport; on a phone (below 768 px, as stories run) across the top, over the page's header. */
export const InsideTheViewport: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Erreur' }))
    const { box } = await shownToast()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth)
    if (window.innerWidth < 768) await expect(box.top).toBeLessThan(24)
    else await expect(box.bottom).toBeGreaterThan(window.innerHeight - 24)
  },
}

function ToastInDialog() {
  const { toast } = useToast()
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button>Ouvrir</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Contacter Le Cercle">
        <Button onClick={() => toast({ title: 'Champs requis', description: 'Veuillez remplir tous les champs.', variant: 'destructive' })}>
          Envoyer
        </Button>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** A toast shown from a modal dialog is drawn above its overlay, and closes without closing the dialog. */
export const AboveADialog: Story = {
  render: () => <ToastInDialog />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir' }))
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Le Cercle' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }))
    await expect((await shownToast()).onTop).toBe(true)
    // Hidden from the accessibility tree while the modal is open (Radix announces it): found by its class.
    await userEvent.click(document.querySelector<HTMLElement>('.kit-toast__close')!)
    await waitFor(() => expect(document.querySelector('.kit-toast-viewport .kit-toast')).toBeNull())
    await expect(screen.getByRole('dialog', { name: 'Contacter Le Cercle' })).toBeVisible()
  },
}
