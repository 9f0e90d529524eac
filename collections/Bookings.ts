import type { Access, CollectionConfig, Field } from 'payload'

import { ATTENDANCE_MARKS } from '@/domain/attendance'
import { SERVED_BY_A_VIEW } from '@/domain/contentTexts'
import { DIETARY_OTHER_MAX } from '@/domain/dietary'
import { BOOKING_LABELS } from '@/domain/dinnerAdminTexts'
import { BOOKING_STATUSES } from '@/domain/dinners'
import { GUEST_NOTE_MAX, NAME_MAX } from '@/domain/limits'
import { isAdminUser } from '@/domain/roles'
import { CACHE_TAGS, expireAfterCommit } from '@/server/cache'

import { adminOnlyField, hiddenUnlessAdmin } from './access/roles'
import { selectOptions } from './fields/options'

/** Admins see every booking; a member only their own. Members write only through /api/dinners/… (locked, checked). */
const adminOrOwn: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  return req.user ? { member: { equals: req.user.id } } : false
}

const serverOwned = { create: () => false, update: () => false }

/**
 * A member's seat (or place in the queue) at a dinner: one row per member and dinner, re-used when
 * they book again. Written only by the booking services (src/server/dinners/base/bookings.ts), under the
 * member's and the dinner's locks: a write through /cms-api, an admin's included, could overbook a
 * dinner or free a seat that nobody on the waitlist gets.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: BOOKING_LABELS.singular, plural: BOOKING_LABELS.plural },
  admin: {
    defaultColumns: ['dinner', 'member', 'status', 'plusOne', 'updatedAt'],
    group: SERVED_BY_A_VIEW,
    hidden: hiddenUnlessAdmin,
  },
  access: {
    read: adminOrOwn,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  indexes: [{ fields: ['member', 'dinner'], unique: true }],
  hooks: {
    afterChange: [({ req }) => expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.dinners)],
    afterDelete: [({ req }) => expireAfterCommit(req.payload, req.transactionID, CACHE_TAGS.dinners)],
  },
  fields: [
    {
      name: 'dinner',
      type: 'relationship',
      relationTo: 'dinners',
      label: BOOKING_LABELS.dinner,
      required: true,
      index: true,
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'users',
      label: BOOKING_LABELS.member,
      required: true,
      index: true,
    },
    {
      name: 'status',
      type: 'select',
      label: BOOKING_LABELS.status,
      required: true,
      defaultValue: 'booked',
      options: selectOptions(BOOKING_STATUSES),
    },
    {
      name: 'plusOne',
      type: 'checkbox',
      label: BOOKING_LABELS.plusOne,
      defaultValue: false,
    },
    // A premium member's guest: what the table plan and the restaurant need of them, given at booking.
    {
      name: 'guestFirstName',
      type: 'text',
      label: BOOKING_LABELS.guestFirstName,
      maxLength: NAME_MAX,
      access: serverOwned,
      admin: { readOnly: true, condition: (data) => Boolean(data?.plusOne) },
    },
    {
      name: 'guestDietaryNeeds',
      type: 'textarea',
      label: BOOKING_LABELS.guestDietaryNeeds,
      maxLength: DIETARY_OTHER_MAX,
      access: serverOwned,
      admin: { readOnly: true, condition: (data) => Boolean(data?.plusOne) },
    },
    // The order of the waitlist; set by the server when the member joins it.
    {
      name: 'queuedAt',
      type: 'date',
      label: BOOKING_LABELS.queuedAt,
      access: serverOwned,
      admin: { readOnly: true },
    },
    // Set when the admin confirms the tables (1-based): with it, the guest sees the venue.
    {
      name: 'tableNumber',
      type: 'number',
      label: BOOKING_LABELS.tableNumber,
      min: 1,
      access: serverOwned,
      admin: { readOnly: true },
    },
    {
      name: 'cancelledAt',
      type: 'date',
      label: BOOKING_LABELS.cancelledAt,
      access: serverOwned,
      admin: { readOnly: true },
    },
    // After the dinner, the team's mark on the guest, who made it and when (src/server/dinners/attendance/attendance.ts).
    {
      name: 'attendance',
      type: 'select',
      label: BOOKING_LABELS.attendance,
      options: selectOptions(ATTENDANCE_MARKS),
      access: serverOwned,
      admin: { readOnly: true },
    },
    {
      name: 'attendanceMarkedBy',
      type: 'relationship',
      relationTo: 'users',
      label: BOOKING_LABELS.attendanceMarkedBy,
      // Which admin marked a guest is the team's record, not the member's.
      access: { ...serverOwned, read: adminOnlyField },
      admin: { readOnly: true },
    },
    {
      name: 'attendanceMarkedAt',
      type: 'date',
      label: BOOKING_LABELS.attendanceMarkedAt,
      access: serverOwned,
      admin: { readOnly: true },
    },
    // The team's note on this guest for this dinner, from the guest list (src/server/dinners/team/guestNotes.ts): never the member's to read.
    {
      name: 'teamNote',
      type: 'textarea',
      label: BOOKING_LABELS.teamNote,
      maxLength: GUEST_NOTE_MAX,
      access: { ...serverOwned, read: adminOnlyField },
      admin: { readOnly: true },
    },
    // The member's contest of the mark and the team's answer (src/server/dinners/attendance/attendanceContests.ts).
    ...(
      [
        { name: 'attendanceContest', type: 'textarea' },
        { name: 'attendanceContestedAt', type: 'date', index: true },
        {
          name: 'attendanceContestOutcome',
          type: 'select',
          options: [
            { value: 'kept', label: BOOKING_LABELS.outcomeKept },
            { value: 'changed', label: BOOKING_LABELS.outcomeChanged },
          ],
        },
        { name: 'attendanceContestReply', type: 'textarea' },
        { name: 'attendanceContestAnsweredAt', type: 'date' },
      ] as const
    ).map((field): Field => ({ ...field, label: BOOKING_LABELS[field.name], access: serverOwned, admin: { readOnly: true } }) as Field),
  ],
}
