'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@payloadcms/ui'
import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { ARTICLE_TEXTS } from '@/domain/adminTexts'
import type { AdminArticle } from '@/domain/api/articles'
import { articleCreateSchema } from '@/domain/articles'
import { THEMES } from '@/domain/themes'
import { PENDING_LABELS } from '@/domain/ui'

import { usePageFill } from './usePageFill'
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
  const { reset, getValues, setValue } = form
  const pageFill = usePageFill({
    get: (name) => getValues(name),
    set: (name, value) => setValue(name, value, { shouldValidate: true }),
  })
  const forget = pageFill.reset
  // Emptied as it closes too: opened on another article, it never shows the last one's values,
  // even for the moment before they are replaced.
  useEffect(() => {
    reset(valuesOf(open ? article : null))
    forget()
  }, [open, article, reset, forget])
  const isBonus = useWatch({ control: form.control, name: 'isBonus' })
  return { form, isBonus, pageFill }
}

/**
 * The article's address; pasting it, or « Remplir depuis la page », has the server read the page
 * and fill the title, description and source (said in a live region, as is a refusal).
 */
function UrlField({ form, pageFill }: Pick<ReturnType<typeof useArticleForm>, 'form' | 'pageFill'>) {
  const error = form.formState.errors.url?.message
  const F = ARTICLE_TEXTS.fields
  const { message } = pageFill
  return (
    <div className="club-article-url">
      <Field label={`${F.url} *`} hint={F.urlHint} error={error}>
        {(ids) => (
          <input
            className="club-input"
            type="url"
            inputMode="url"
            {...control(form.register('url'), ids, error)}
            // The pasted text is in the field once the paste is done: read it then.
            onPaste={() => setTimeout(() => pageFill.read(form.getValues('url').trim()))}
            aria-required
          />
        )}
      </Field>
      <div className="club-article-url__read">
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          disabled={pageFill.pending}
          onClick={() => pageFill.read(form.getValues('url').trim())}
        >
          {ARTICLE_TEXTS.readPage}
        </Button>
        <p role="status" className={message?.failed ? 'club-field__error' : 'club-hint'}>
          {message?.text}
        </p>
      </div>
    </div>
  )
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
  const { form, isBonus, pageFill } = useArticleForm(open, article)
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
        <UrlField form={form} pageFill={pageFill} />
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
