import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, screen, userEvent, within } from 'storybook/test'

import { Button } from '../components/ui/Button'
import { Tooltip } from '../components/ui/Tooltip'
import { KIT_SETTINGS } from '../src/domain/ui'

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

export const OnHoverAfterTheDelay: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'))
    // SPEC §9: 700 ms before it opens — not yet after 350 ms, shown soon after the delay.
    await new Promise((resolve) => setTimeout(resolve, KIT_SETTINGS.tooltip.delayMs / 2))
    await expect(screen.queryByRole('tooltip')).toBeNull()
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Arts, littérature')
  },
}
