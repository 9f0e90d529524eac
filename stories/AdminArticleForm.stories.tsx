import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'

import { AdminFrame } from './support/AdminFrame'
import { BONUS_ARTICLE } from './support/articles'
import { ArticleFormDialog } from '../components/admin/articles/ArticleFormDialog'
import { EmptyArticles } from '../components/admin/articles/EmptyArticles'

const meta = {
  title: 'Admin/ArticleForm',
  component: ArticleFormDialog,
  decorators: [(Story) => <AdminFrame>{Story()}</AdminFrame>],
  args: { open: true, article: null, pending: false, onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof ArticleFormDialog>
export default meta
type Story = StoryObj<typeof meta>

export const NewArticleWithErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouvel article' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await expect(await dialog.findByText('Le titre est obligatoire.')).toBeVisible()
    await expect(dialog.getByText('Veuillez saisir une URL valide.')).toBeVisible()
    await expect(dialog.getByText('Veuillez choisir une thématique.')).toBeVisible()
    await expect(dialog.getByLabelText('Titre *')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(dialog.queryByLabelText('Libellé du bonus')).toBeNull()
    await userEvent.type(dialog.getByLabelText('Titre *'), 'Un titre')
    await userEvent.type(dialog.getByLabelText('Description *'), 'Une description')
    await userEvent.type(dialog.getByLabelText('Adresse (URL) *'), 'https://example.org/a')
    await userEvent.type(dialog.getByLabelText('Source *'), 'La Revue')
    await userEvent.selectOptions(dialog.getByLabelText('Thématique *'), dialog.getByRole('option', { name: 'Sport & Société' }))
    await userEvent.click(dialog.getByRole('switch', { name: 'Article bonus' }))
    await userEvent.type(dialog.getByLabelText('Libellé du bonus'), 'Exclusif')
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Un titre',
        description: 'Une description',
        url: 'https://example.org/a',
        source: 'La Revue',
        theme: 'sport-society',
        isBonus: true,
        bonusLabel: 'Exclusif',
        isActive: true,
      }),
    )
  },
}

export const EditWhileSaving: Story = {
  args: { article: BONUS_ARTICLE, pending: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier l’article' }))
    await expect(dialog.getByLabelText('Titre *')).toHaveValue(BONUS_ARTICLE.title)
    await expect(dialog.getByLabelText('Libellé du bonus')).toHaveValue('Coup de cœur')
    await expect(dialog.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled()
  },
}

export const EmptyState: StoryObj = {
  render: () => <EmptyArticles onCreate={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Aucun article' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Créer le premier article/ })).toBeEnabled()
  },
}
