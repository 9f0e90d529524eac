import { Heading, Text } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { Card } from '../components/ui/Card'

const meta = {
  title: 'Kit/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading as="h3" size="4">
          Des tables de 6 à 8 convives
        </Heading>
        <Text as="p">Assez petites pour que chacun parle, assez grandes pour que les idées se croisent.</Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Des tables de 6 à 8 convives' })).toBeVisible()
  },
}
