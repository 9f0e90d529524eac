import type { CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'

import { SERVED_BY_A_VIEW } from '@/domain/contentTexts'
import { DINNER_LABELS } from '@/domain/dinnerAdminTexts'
import { DINNER_SEATS_LIMITS, DINNER_STATUSES, SPEAKER_BIO_MAX, SPEAKER_ROLES } from '@/domain/dinners'
import { NAME_MAX, SHORT_TEXT_MAX } from '@/domain/limits'
import { isAdminUser } from '@/domain/roles'
import { DEFAULT_TABLE_SIZE, TABLE_SIZE_LIMITS } from '@/domain/tables/weights'
import { CACHE_TAGS, expireAfterCommit } from '@/server/cache'
import { bookedDinnerIds, isSeatedGuest } from '@/server/dinners/booking/seating'

import { adminOnly, hiddenUnlessAdmin } from './access/roles'
import { selectOptions, themeOptions } from './fields/options'
import { announceChanges, planAlerts, planFeedbackRequest } from './hooks/dinnerChanges'
import { cancelledOnlyByItsAction, tableBoundsInOrder } from './hooks/dinnerChecks'
import { promoteWhenSeatsFree } from './hooks/dinnerSeats'
import { noControlCharacters } from './hooks/noControlCharacters'

/** The venue: admins, and once the tables are confirmed the guests seated at one (wherever they read it from). */
const venueAccess: { read: FieldAccess } = {
  read: async ({ req, doc }) => {
    if (isAdminUser(req.user)) return true
    if (!req.user || !doc?.id || !doc.tablesConfirmedAt) return false
    return isSeatedGuest(req.payload, Number(doc.id), Number(req.user.id))
  },
}

const expireDinners = ({ req }: { req: PayloadRequest }) => expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.dinners)

/** A dinner of the club (DESIGN §11): public once published, never with its venue. */
export const Dinners: CollectionConfig = {
  slug: 'dinners',
  labels: { singular: DINNER_LABELS.singular, plural: DINNER_LABELS.plural },
  defaultSort: '-startsAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'startsAt', 'city', 'status', 'seats'],
    group: SERVED_BY_A_VIEW,
    hidden: hiddenUnlessAdmin,
  },
  access: {
    // The public reads published dinners (DESIGN §11); a member also the closed and past ones they booked.
    read: async ({ req }) => {
      if (isAdminUser(req.user)) return true
      const published: Where = { status: { equals: 'published' } }
      if (!req.user) return published
      const booked = await bookedDinnerIds(req.payload, Number(req.user.id))
      return booked.length > 0 ? { or: [published, { id: { in: booked } }] } : published
    },
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  hooks: {
    beforeValidate: [noControlCharacters, tableBoundsInOrder, cancelledOnlyByItsAction],
    afterChange: [promoteWhenSeatsFree, announceChanges, planFeedbackRequest, planAlerts, expireDinners],
    afterDelete: [expireDinners],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: DINNER_LABELS.title,
      required: true,
      maxLength: SHORT_TEXT_MAX,
    },
    {
      name: 'theme',
      type: 'select',
      label: DINNER_LABELS.theme,
      required: true,
      options: themeOptions,
    },
    {
      name: 'startsAt',
      type: 'date',
      label: DINNER_LABELS.startsAt,
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime', timeIntervals: 15, timeFormat: 'HH:mm', displayFormat: "d MMMM yyyy 'à' HH:mm" } },
    },
    {
      name: 'city',
      type: 'text',
      label: DINNER_LABELS.city,
      required: true,
      maxLength: NAME_MAX,
    },
    {
      name: 'venueName',
      type: 'text',
      label: DINNER_LABELS.venueName,
      required: true,
      maxLength: SHORT_TEXT_MAX,
      access: venueAccess,
    },
    {
      name: 'venueAddress',
      type: 'text',
      label: DINNER_LABELS.venueAddress,
      required: true,
      maxLength: SHORT_TEXT_MAX,
      access: venueAccess,
    },
    {
      name: 'speakers',
      type: 'array',
      label: DINNER_LABELS.speakers,
      labels: {
        singular: DINNER_LABELS.speaker,
        plural: DINNER_LABELS.speakers,
      },
      minRows: 1,
      maxRows: 4,
      fields: [
        {
          name: 'name',
          type: 'text',
          label: DINNER_LABELS.speakerName,
          required: true,
          maxLength: NAME_MAX,
        },
        {
          name: 'role',
          type: 'select',
          label: DINNER_LABELS.speakerRole,
          required: true,
          options: selectOptions(SPEAKER_ROLES),
        },
        {
          name: 'bio',
          type: 'textarea',
          label: DINNER_LABELS.speakerBio,
          maxLength: SPEAKER_BIO_MAX,
        },
      ],
    },
    {
      name: 'seats',
      type: 'number',
      label: DINNER_LABELS.seats,
      required: true,
      min: DINNER_SEATS_LIMITS.min,
      max: DINNER_SEATS_LIMITS.max,
      defaultValue: 24,
      admin: { step: 1 },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tableSizeMin',
          type: 'number',
          label: DINNER_LABELS.tableSizeMin,
          required: true,
          min: TABLE_SIZE_LIMITS.min,
          max: TABLE_SIZE_LIMITS.max,
          defaultValue: DEFAULT_TABLE_SIZE.min,
          admin: { description: DINNER_LABELS.tableSizeHelp },
        },
        {
          name: 'tableSizeMax',
          type: 'number',
          label: DINNER_LABELS.tableSizeMax,
          required: true,
          min: TABLE_SIZE_LIMITS.min,
          max: TABLE_SIZE_LIMITS.max,
          defaultValue: DEFAULT_TABLE_SIZE.max,
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      label: DINNER_LABELS.status,
      required: true,
      defaultValue: 'draft',
      index: true,
      options: selectOptions(DINNER_STATUSES),
      admin: { position: 'sidebar' },
    },
    // Set by the confirmation of the tables in /admin/dinners (which also tells each guest).
    {
      name: 'tablesConfirmedAt',
      type: 'date',
      label: DINNER_LABELS.tablesConfirmedAt,
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.tablesConfirmedAt) },
    },
  ],
}
