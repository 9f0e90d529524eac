import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, userEvent, within } from 'storybook/test'

import { Tabs } from '../components/ui/Tabs'

function Demo() {
  return (
    <Tabs.Root defaultValue="pending">
      <Tabs.List>
        <Tabs.Trigger value="pending">En attente (3)</Tabs.Trigger>
        <Tabs.Trigger value="approved">Approuvées (2)</Tabs.Trigger>
        <Tabs.Trigger value="rejected">Rejetées (1)</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="pending">Trois candidatures à examiner.</Tabs.Content>
      <Tabs.Content value="approved">Deux candidatures approuvées.</Tabs.Content>
      <Tabs.Content value="rejected">Une candidature rejetée.</Tabs.Content>
    </Tabs.Root>
  )
}

const meta = { title: 'Kit/Tabs', component: Demo } satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const ArrowKeysSwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('tab', { name: 'En attente (3)' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Approuvées (2)' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Deux candidatures approuvées.')
  },
}
