import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { ACTIVE_ARTICLE, BONUS_ARTICLE, INACTIVE_ARTICLE } from './support/articles'
import { ArticleCard } from '../components/admin/articles/ArticleCard'

const meta = {
  title: 'Admin/ArticleCard',
  component: ArticleCard,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
  args: { article: ACTIVE_ARTICLE, index: 0, count: 3, inWeekly: true, onMove: fn(), onToggle: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ArticleCard>
export default meta
type Story = StoryObj<typeof meta>

export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article'))
    await expect(card.getByText('Environnement & Climat')).toBeVisible()
    await expect(card.getByText('Position 1')).toBeVisible()
    await expect(card.getByText('Sélection de la semaine')).toBeVisible()
    await expect(card.getByRole('link', { name: /Lire l’article/ })).toHaveAttribute('target', '_blank')
    await expect(card.getByRole('button', { name: /^Monter/ })).toBeDisabled()
    await userEvent.click(card.getByRole('button', { name: /^Descendre/ }))
    await expect(args.onMove).toHaveBeenCalledWith(ACTIVE_ARTICLE, 1)
    await userEvent.click(card.getByRole('button', { name: /^Désactiver/ }))
    await expect(args.onToggle).toHaveBeenCalledWith(ACTIVE_ARTICLE)
    await userEvent.click(card.getByRole('button', { name: /^Supprimer/ }))
    await expect(args.onDelete).toHaveBeenCalledWith(ACTIVE_ARTICLE)
  },
}

export const Bonus: Story = {
  args: { article: BONUS_ARTICLE, index: 1 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Coup de cœur')).toBeVisible()
    await expect(card.getByText('Culture & Créativité')).toBeVisible()
  },
}

export const BonusWithoutLabel: Story = {
  args: { article: { ...BONUS_ARTICLE, bonusLabel: '' }, index: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Bonus', { exact: true })).toBeVisible()
  },
}

export const Inactive: Story = {
  args: { article: INACTIVE_ARTICLE, index: 2, inWeekly: false },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article')
    await expect(article).toHaveClass('club-article--inactive')
    await expect(within(article).getByText('Inactif')).toBeVisible()
    await expect(within(article).queryByText('Sélection de la semaine')).toBeNull()
    await expect(within(article).getByRole('button', { name: /^Descendre/ })).toBeDisabled()
    await expect(within(article).getByRole('button', { name: /^Activer/ })).toBeEnabled()
  },
}
