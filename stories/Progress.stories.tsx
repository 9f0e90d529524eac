import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { Progress } from '../components/ui/Progress'

const meta = { title: 'Kit/Progress', component: Progress, args: { label: 'Étape 2 sur 6', value: 33 } } satisfies Meta<typeof Progress>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Étape 2 sur 6' })).toHaveAttribute('aria-valuenow', '33')
  },
}
