import { Flex } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { Badge } from '../components/ui/Badge'

const meta = { title: 'Kit/Badge', component: Badge, args: { children: 'En attente' } } satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Colours: Story = {
  render: () => (
    <Flex gap="2">
      <Badge color="amber">En attente</Badge>
      <Badge color="green">Approuvée</Badge>
      <Badge color="red">Rejetée</Badge>
      <Badge color="gray">Bonus</Badge>
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Approuvée')).toBeVisible()
  },
}
