import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { ComparisonPanel } from '../components/admin/abtest/ComparisonPanel'
import { GroupStatCard } from '../components/admin/abtest/GroupStatCard'
import { ReviewCounters } from '../components/admin/review/ReviewCounters'
import { compareGroups, groupStats } from '../src/domain/abtestStats'

function StatCards({ a, b }: { a: [number, number]; b: [number, number] }) {
  const groupA = groupStats(...a)
  const groupB = groupStats(...b)
  return (
    <>
      <ReviewCounters counts={{ total: 42, pending: 12, approved: 25, rejected: 5, unfinished: 9 }} />
      <div className="club-stats">
        <GroupStatCard label="Groupe A (Standard)" stats={groupA} />
        <GroupStatCard label="Groupe B (Premium)" stats={groupB} />
      </div>
      <ComparisonPanel comparison={compareGroups(groupA, groupB)} />
    </>
  )
}

const meta = {
  title: 'Admin/StatCards',
  component: StatCards,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
} satisfies Meta<typeof StatCards>
export default meta
type Story = StoryObj<typeof meta>

export const BWins: Story = {
  args: { a: [1000, 100], b: [1000, 160] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('42')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Taux de conversion — Groupe B (Premium)' })).toHaveAttribute('value', '16')
    await expect(canvas.getByText('Le parcours B convertit mieux : +60 % par rapport à l’autre.')).toBeVisible()
    await expect(canvas.getByText('Confiance : > 99,9 % (p < 0,001), seuil 95 %.')).toBeVisible()
    await expect(canvas.getByText(/^Échantillons : A 1\s000 inscrits, B 1\s000 inscrits\.$/)).toBeVisible()
  },
}

export const Equivalent: Story = {
  args: { a: [200, 40], b: [220, 60] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Les deux parcours sont équivalents/)).toBeVisible()
    await expect(within(canvasElement).getByText('Confiance : 91,9 % (p = 0,081), seuil 95 %.')).toBeVisible()
  },
}

export const NotEnoughData: Story = {
  args: { a: [30, 3], b: [40, 9] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Pas encore assez de données pour conclure/)).toBeVisible()
  },
}
