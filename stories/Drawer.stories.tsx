import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'

import { Button } from '../components/ui/Button'
import { Drawer } from '../components/ui/Drawer'
import { HamburgerMenuIcon } from '../components/ui/icons/HamburgerMenuIcon'

function DrawerDemo() {
  return (
    <Drawer
      title="Menu"
      trigger={
        <Button size="icon" variant="ghost" aria-label="Ouvrir le menu">
          <HamburgerMenuIcon aria-hidden />
        </Button>
      }
    >
      <nav aria-label="Navigation principale">
        <a href="#accueil">Accueil</a>
      </nav>
    </Drawer>
  )
}

const meta = { title: 'Kit/Drawer', component: DrawerDemo } satisfies Meta<typeof DrawerDemo>
export default meta
type Story = StoryObj<typeof meta>

export const SidePanel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir le menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    await expect(within(drawer).getByRole('link', { name: 'Accueil' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(within(canvasElement).getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus()
  },
}
