import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { ACTIVE_ARTICLE, BONUS_ARTICLE, INACTIVE_ARTICLE } from './support/articles'
import { ArticleRow } from '../components/admin/articles/ArticleRow'

const meta = {
  title: 'Admin/ArticleRow',
  component: ArticleRow,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
  args: { article: ACTIVE_ARTICLE, index: 0, count: 3, inWeekly: true, onMove: fn(), onToggle: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ArticleRow>
export default meta
type Story = StoryObj<typeof meta>

/** Opens the row's menu; its items are in a portal, at the foot of the document. */
async function openMenu(row: ReturnType<typeof within>) {
  await userEvent.click(row.getByRole('button', { name: /^Actions pour/ }))
  return screen.findByRole('menu')
}

export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const row = within(within(canvasElement).getByRole('article'))
    await expect(row.getByText('Environnement & Climat')).toBeVisible()
    await expect(row.getByText('Position 1')).toBeVisible()
    await expect(row.getByText('Sélection de la semaine')).toBeVisible()
    const active = row.getByRole('switch', { name: /^Actif/ })
    await expect(active).toBeChecked()
    await userEvent.click(active)
    await expect(args.onToggle).toHaveBeenCalledWith(ACTIVE_ARTICLE)
    const menu = within(await openMenu(row))
    await expect(menu.getByRole('menuitem', { name: /Lire l’article/ })).toHaveAttribute('target', '_blank')
    await expect(menu.getByRole('menuitem', { name: 'Monter' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(menu.getByRole('menuitem', { name: 'Descendre' }))
    await expect(args.onMove).toHaveBeenCalledWith(ACTIVE_ARTICLE, 1)
    await userEvent.click(within(await openMenu(row)).getByRole('menuitem', { name: 'Supprimer' }))
    await expect(args.onDelete).toHaveBeenCalledWith(ACTIVE_ARTICLE)
  },
}

export const Bonus: Story = {
  args: { article: BONUS_ARTICLE, index: 1 },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement)
    await expect(row.getByText('Coup de cœur')).toBeVisible()
    await expect(row.getByText('Culture & Créativité')).toBeVisible()
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
    await expect(within(article).getByRole('switch', { name: /^Actif/ })).not.toBeChecked()
    const menu = within(await openMenu(within(article)))
    await expect(menu.getByRole('menuitem', { name: 'Descendre' })).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{Escape}')
  },
}
