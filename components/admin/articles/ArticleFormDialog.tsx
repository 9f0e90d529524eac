'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@payloadcms/ui'
import { type ReactNode, useEffect, useId } from 'react'
import { useForm, type UseFormRegisterReturn, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import { articleCreateSchema } from '@/domain/articles'
import { THEMES } from '@/domain/themes'
import { PENDING_LABELS } from '@/domain/ui'
import type { AdminArticle } from '@/domain/api/articles'

import { AdminDialog } from '../common/AdminDialog'

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

/** A labelled control with its hint and French error, wired for assistive technologies. */
function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string
  hint?: string
  error?: string
  children: (ids: { id: string; describedBy?: string }) => ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className="club-field">
      <label htmlFor={id} className="club-field__label">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="club-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="club-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

const control = (registered: UseFormRegisterReturn, ids: { id: string; describedBy?: string }, error?: string) => ({
  ...registered,
  id: ids.id,
  'aria-describedby': ids.describedBy,
  'aria-invalid': error ? true : undefined,
})

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
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(articleCreateSchema),
    defaultValues: valuesOf(article),
  })
  const { register, handleSubmit, reset, formState } = form
  const errors = formState.errors
  useEffect(() => {
    if (open) reset(valuesOf(article))
  }, [open, article, reset])
  const isBonus = useWatch({ control: form.control, name: 'isBonus' })
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
        <Field label={`${F.theme} *`} error={errors.theme?.message}>
          {(ids) => (
            <select className="club-input" {...control(register('theme'), ids, errors.theme?.message)} aria-required>
              <option value="">{F.themePlaceholder}</option>
              {THEMES.map((theme) => (
                <option key={theme.id} value={theme.id}>
                  {theme.title}
                </option>
              ))}
            </select>
          )}
        </Field>
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
        <div className="club-form__buttons">
          <Button buttonStyle="secondary" margin={false} onClick={onClose} disabled={pending}>
            {ARTICLE_TEXTS.cancel}
          </Button>
          <Button
            type="submit"
            buttonStyle="primary"
            margin={false}
            disabled={pending}
            extraButtonProps={{ 'aria-busy': pending || undefined }}
          >
            {pending ? PENDING_LABELS.saving : ARTICLE_TEXTS.save}
          </Button>
        </div>
      </form>
    </AdminDialog>
  )
}
