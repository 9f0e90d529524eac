import { z } from 'zod'

import { optionalText, requiredText } from './fields'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TEXT_MAX, BONUS_LABEL_MAX, WEEKLY_ARTICLES } from './limits'
import { VALIDATION } from './messages/validation'
import { isThemeId } from './themes'

/** An article's link: http or https only (never javascript: or data:). */
const articleUrl = z
  .string({ error: VALIDATION.articleUrlInvalid })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: VALIDATION.articleUrlInvalid }))

/** Payload's field check for the same link (the admin's article form). */
export function articleUrlError(value: unknown): true | string {
  return articleUrl.safeParse(value).success ? true : VALIDATION.articleUrlInvalid
}

/** The article form and API payloads (SPEC §3 Article, §5 Article form). */
const articleFields = {
  title: requiredText(VALIDATION.articleTitleRequired, ARTICLE_TEXT_MAX),
  description: requiredText(VALIDATION.articleDescriptionRequired, ARTICLE_DESCRIPTION_MAX),
  url: articleUrl,
  source: requiredText(VALIDATION.articleSourceRequired, ARTICLE_TEXT_MAX),
  // Any text comes in (the form's select starts on '', no theme chosen); only a theme's id goes out.
  theme: z.string({ error: VALIDATION.articleThemeRequired }).refine(isThemeId, { error: VALIDATION.articleThemeRequired }),
  isBonus: z.boolean({ error: VALIDATION.bodyInvalid }),
  bonusLabel: optionalText(BONUS_LABEL_MAX),
  isActive: z.boolean({ error: VALIDATION.bodyInvalid }),
}

export const articleCreateSchema = z.object({
  ...articleFields,
  isBonus: articleFields.isBonus.default(false),
  bonusLabel: articleFields.bonusLabel.default(''),
  isActive: articleFields.isActive.default(true),
})

/** PUT accepts the same fields, or only some of them (e.g. `{ isActive }` when toggling). */
export const articleUpdateSchema = z.object(articleFields).partial()

/** POST /api/articles/from-url: the address whose page fills the form. */
export const articlePageSchema = z.object({ url: articleUrl })

export const reorderSchema = z.object({
  articleIds: z
    .array(z.coerce.number({ error: VALIDATION.articleIdsInvalid }).int().positive(), {
      error: VALIDATION.articleIdsInvalid,
    })
    .min(1, { error: VALIDATION.articleIdsInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: VALIDATION.articleIdsInvalid }),
})

/** The editors' preview of the week's selection, a page the articles screen shows in a frame: `?articles=3,1,5`. */
export const WEEKLY_PREVIEW_PATH = '/apercu/selection-de-la-semaine'

/** The preview's articles, from its `articles` parameter: at most the week's five ids, each once. */
export function previewIds(param: string | string[] | undefined): number[] {
  const ids = String(param ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)].slice(0, WEEKLY_ARTICLES)
}
