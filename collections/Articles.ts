import type { CollectionConfig } from 'payload'

import { DEFAULT_BONUS_LABEL } from '@/domain/articleLabels'
import { articleUrlError } from '@/domain/articles'
import { SERVED_BY_A_VIEW } from '@/domain/contentTexts'
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_TEXT_MAX, BONUS_LABEL_MAX } from '@/domain/limits'
import { isEditorialUser } from '@/domain/roles'

import { editorial, hiddenUnlessAdmin } from './access/roles'
import { themeOptions } from './fields/options'
import { appendPosition, compactAfterDelete, lockBeforeDelete, revalidateAfterChange } from './hooks/articlePositions'
import { noControlCharacters } from './hooks/noControlCharacters'

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  defaultSort: 'position',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['position', 'title', 'theme', 'isActive', 'isBonus'],
    group: SERVED_BY_A_VIEW,
    // Editors curate through « Gestion des Articles », their one entry for articles.
    hidden: hiddenUnlessAdmin,
  },
  access: {
    // Visitors read the active selection; admins and editors read and curate everything.
    read: ({ req }) => (isEditorialUser(req.user) ? true : { isActive: { equals: true } }),
    create: editorial,
    update: editorial,
    delete: editorial,
  },
  hooks: {
    beforeValidate: [noControlCharacters],
    beforeChange: [appendPosition],
    afterChange: [revalidateAfterChange],
    beforeDelete: [lockBeforeDelete],
    afterDelete: [compactAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', label: 'Titre', required: true, maxLength: ARTICLE_TEXT_MAX },
    { name: 'description', type: 'textarea', label: 'Description', required: true, maxLength: ARTICLE_DESCRIPTION_MAX },
    {
      name: 'url',
      type: 'text',
      label: 'URL',
      required: true,
      validate: (value: string | null | undefined) => articleUrlError(value),
    },
    { name: 'source', type: 'text', label: 'Source', required: true, maxLength: ARTICLE_TEXT_MAX },
    { name: 'theme', type: 'select', label: 'Thématique', required: true, options: themeOptions },
    { name: 'isBonus', type: 'checkbox', label: 'Bonus', defaultValue: false },
    {
      name: 'bonusLabel',
      type: 'text',
      label: 'Libellé du bonus',
      maxLength: BONUS_LABEL_MAX,
      admin: { condition: (data) => Boolean(data?.isBonus), placeholder: DEFAULT_BONUS_LABEL },
    },
    { name: 'isActive', type: 'checkbox', label: 'Actif', defaultValue: true, index: true },
    {
      name: 'position',
      type: 'number',
      label: 'Position',
      index: true,
      admin: { readOnly: true },
      // Set only by the server: last on creation, then by a reorder (one locked transaction).
      access: { create: () => false, update: () => false },
    },
  ],
}
