import type { CollectionConfig } from 'payload'

import { SERVED_BY_A_VIEW } from '@/domain/contentTexts'
import { TABLES_LABELS } from '@/domain/dinnerAdminTexts'
import { OUT_OF_BOUNDS_REASON_MAX } from '@/domain/limits'

import { adminOnly, hiddenUnlessAdmin } from './access/roles'

/**
 * The seating of one dinner: its tables' guests, who pinned whom where, and when it was
 * confirmed. Admins only; a guest reads their table number through /api/me/bookings.
 */
export const DinnerTables: CollectionConfig = {
  slug: 'dinner-tables',
  labels: { singular: TABLES_LABELS.singular, plural: TABLES_LABELS.plural },
  admin: {
    defaultColumns: ['dinner', 'confirmedAt', 'updatedAt'],
    group: SERVED_BY_A_VIEW,
    hidden: hiddenUnlessAdmin,
  },
  access: {
    read: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    {
      name: 'dinner',
      type: 'relationship',
      relationTo: 'dinners',
      label: TABLES_LABELS.dinner,
      required: true,
      unique: true,
    },
    {
      name: 'tables',
      type: 'array',
      label: TABLES_LABELS.tables,
      fields: [
        {
          name: 'guests',
          type: 'relationship',
          relationTo: 'users',
          hasMany: true,
          label: TABLES_LABELS.guests,
        },
      ],
    },
    {
      name: 'pins',
      type: 'array',
      label: TABLES_LABELS.pins,
      fields: [
        {
          name: 'guest',
          type: 'relationship',
          relationTo: 'users',
          required: true,
          label: TABLES_LABELS.guest,
        },
        {
          name: 'table',
          type: 'number',
          required: true,
          min: 0,
          label: TABLES_LABELS.table,
        },
        {
          name: 'pinnedBy',
          type: 'relationship',
          relationTo: 'users',
          label: TABLES_LABELS.pinnedBy,
        },
      ],
    },
    {
      name: 'composedAt',
      type: 'date',
      label: TABLES_LABELS.composedAt,
      admin: { readOnly: true },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: TABLES_LABELS.confirmedAt,
      admin: { readOnly: true },
    },
    {
      name: 'confirmedBy',
      type: 'relationship',
      relationTo: 'users',
      label: TABLES_LABELS.confirmedBy,
      admin: { readOnly: true },
    },
    {
      name: 'outOfBoundsReason',
      type: 'textarea',
      label: TABLES_LABELS.outOfBoundsReason,
      maxLength: OUT_OF_BOUNDS_REASON_MAX,
      admin: { readOnly: true },
    },
  ],
}
