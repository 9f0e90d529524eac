import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, within } from 'storybook/test'

import { Button } from '../components/ui/Button'
import { Tooltip } from '../components/ui/Tooltip'

const meta = {
  title: 'Kit/Tooltip',
  component: Tooltip,
  args: { content: 'Arts, littérature, cinéma, patrimoine.', children: <Button variant="outline">Culture & Créativité</Button> },
} satisfies Meta<typeof Tooltip>
export default meta
type Story = StoryObj<typeof meta>

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button')).toHaveFocus()
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Arts, littérature')
  },
}
