import { PlusIcon } from '@radix-ui/react-icons'
import { Flex } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { Button } from '../components/ui/Button'

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Adhérer', onClick: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adhérer' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Variants: Story = {
  render: () => (
    <Flex gap="3" wrap="wrap" align="center">
      <Button>Par défaut</Button>
      <Button variant="destructive">Supprimer</Button>
      <Button variant="outline">Contour</Button>
      <Button variant="secondary">Secondaire</Button>
      <Button variant="ghost">Discret</Button>
      <Button variant="link">Lien</Button>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(6)
  },
}

export const Sizes: Story = {
  render: () => (
    <Flex gap="3" align="center">
      <Button size="sm">Petit</Button>
      <Button>Normal</Button>
      <Button size="lg">Grand</Button>
      <Button size="icon" aria-label="Ajouter">
        <PlusIcon aria-hidden />
      </Button>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter' })).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true, children: 'Envoi...' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Envoi...' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
