'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { articleCreateSchema } from '@/domain/articles'
import { THEMES } from '@/domain/themes'
import { PENDING_LABELS } from '@/domain/ui'

import { AdminDialog } from '../common/AdminDialog'
import { control, Field, FormButtons } from '../common/FormField'

type Schema = typeof articleCreateSchema
export type ArticleInput = z.output<Schema>

const EMPTY: z.input<Schema> = {
  title: '',
  description: '',
  url: '',
  source: '',
  theme: '',
  isBonus: false,
  bonusLabel: '',
  isActive: true,
}

function valuesOf(article: AdminArticle | null): z.input<Schema> {
  if (!article) return EMPTY
  const { title, description, url, source, theme, isBonus, bonusLabel, isActive } = article
  return { title, description, url, source, theme, isBonus, bonusLabel, isActive }
}

/** The form, filled again with the article (or empty) each time the dialog opens. */
function useArticleForm(open: boolean, article: AdminArticle | null) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(articleCreateSchema),
    defaultValues: valuesOf(article),
  })
  const { reset } = form
  // Emptied as it closes too: opened on another article, it never shows the last one's values,
  // even for the moment before they are replaced.
  useEffect(() => {
    reset(valuesOf(open ? article : null))
  }, [open, article, reset])
  const isBonus = useWatch({ control: form.control, name: 'isBonus' })
  return { form, isBonus }
}

/** The theme, chosen among the club's eight. */
function ThemeField({ form }: { form: ReturnType<typeof useArticleForm>['form'] }) {
  const error = form.formState.errors.theme?.message
  return (
    <Field label={`${ARTICLE_TEXTS.fields.theme} *`} error={error}>
      {(ids) => (
        <select className="club-input" {...control(form.register('theme'), ids, error)} aria-required>
          <option value="">{ARTICLE_TEXTS.fields.themePlaceholder}</option>
          {THEMES.map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/**
 * 'Nouvel article' and 'Modifier' (SPEC §2, §5 Article form): the same zod schema as the API,
 * errors on their fields in French, the bonus label only when the bonus is on, and
 * 'Enregistrement...' while saving.
 */
export function ArticleFormDialog({
  open,
  article,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean
  article: AdminArticle | null
  pending: boolean
  onSubmit: (values: ArticleInput) => void
  onClose: () => void
}) {
  const { form, isBonus } = useArticleForm(open, article)
  const { register, handleSubmit, formState } = form
  const errors = formState.errors
  const F = ARTICLE_TEXTS.fields
  return (
    <AdminDialog open={open} onClose={onClose} title={article ? ARTICLE_TEXTS.editTitle : ARTICLE_TEXTS.createTitle}>
      <form
        className="club-form"
        noValidate
        onSubmit={handleSubmit((values) => onSubmit({ ...values, bonusLabel: values.isBonus ? values.bonusLabel : '' }))}
      >
        <Field label={`${F.title} *`} error={errors.title?.message}>
          {(ids) => <input className="club-input" {...control(register('title'), ids, errors.title?.message)} aria-required />}
        </Field>
        <Field label={`${F.description} *`} error={errors.description?.message}>
          {(ids) => (
            <textarea
              className="club-textarea"
              rows={3}
              {...control(register('description'), ids, errors.description?.message)}
              aria-required
            />
          )}
        </Field>
        <Field label={`${F.url} *`} hint={F.urlHint} error={errors.url?.message}>
          {(ids) => (
            <input
              className="club-input"
              type="url"
              inputMode="url"
              {...control(register('url'), ids, errors.url?.message)}
              aria-required
            />
          )}
        </Field>
        <Field label={`${F.source} *`} hint={F.sourceHint} error={errors.source?.message}>
          {(ids) => <input className="club-input" {...control(register('source'), ids, errors.source?.message)} aria-required />}
        </Field>
        <ThemeField form={form} />
        <label className="club-check">
          <input type="checkbox" role="switch" {...register('isBonus')} />
          {F.isBonus}
        </label>
        {isBonus ? (
          <Field label={F.bonusLabel} hint={F.bonusLabelHint} error={errors.bonusLabel?.message}>
            {(ids) => <input className="club-input" {...control(register('bonusLabel'), ids, errors.bonusLabel?.message)} />}
          </Field>
        ) : null}
        <label className="club-check">
          <input type="checkbox" role="switch" {...register('isActive')} />
          {F.isActive}
        </label>
        <FormButtons pending={pending} label={ARTICLE_TEXTS.save} pendingLabel={PENDING_LABELS.saving} onCancel={onClose} />
      </form>
    </AdminDialog>
  )
}
