import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { Flex, Heading, Text } from '../components/ui/typography'

function Demo() {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h1" size="8">
        Le cercle vivant des conversations d’actualité
      </Heading>
      <Heading as="h2" size="6">
        La sélection de la semaine
      </Heading>
      <Text as="p">Autour d’une table de 6 à 8 convives, un journaliste ou un expert partage son regard.</Text>
      <Text as="p" size="2" color="gray">
        Revue des territoires — Claire Martin
      </Text>
    </Flex>
  )
}

const meta = { title: 'Kit/Typography', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('La sélection de la semaine')
  },
}
