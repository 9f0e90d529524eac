import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { LoadingText } from '../components/ui/LoadingText'

const meta = { title: 'Kit/LoadingText', component: LoadingText, args: { children: 'Chargement des articles...' } } satisfies Meta<
  typeof LoadingText
>
export default meta
type Story = StoryObj<typeof meta>

export const IsAStatus: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement des articles...')
  },
}
