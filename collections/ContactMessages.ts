import type { CollectionConfig } from 'payload'

import { CONTACT_SUBJECTS } from '@/domain/contact'
import { CLUB_GROUP } from '@/domain/contentTexts'
import { CONTACT_MESSAGE_MAX, NAME_MAX } from '@/domain/limits'

import { adminOnly, adminOrFlow, hiddenUnlessAdmin, inFlow } from './access/roles'
import { selectOptions } from './fields/options'
import { noControlCharacters } from './hooks/noControlCharacters'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Message de contact', plural: 'Messages de contact' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'subject', 'deliveryStatus', 'createdAt'],
    group: CLUB_GROUP,
    hidden: hiddenUnlessAdmin,
  },
  hooks: { beforeValidate: [noControlCharacters] },
  access: {
    read: adminOnly,
    create: adminOrFlow('contact'),
    update: adminOrFlow('contact'),
    delete: adminOnly,
  },
  // What the visitor sent is shown as sent (read only); the team only follows its delivery.
  fields: [
    { name: 'name', type: 'text', label: 'Nom', required: true, maxLength: NAME_MAX, admin: { readOnly: true } },
    { name: 'email', type: 'email', label: 'E-mail', required: true, admin: { readOnly: true } },
    {
      name: 'subject',
      type: 'select',
      label: 'Sujet',
      required: true,
      options: selectOptions(CONTACT_SUBJECTS),
      admin: {
        readOnly: true,
        components: {
          Cell: '/src/admin/fields/ContactSubject#ContactSubjectCell',
          Field: '/src/admin/fields/ContactSubject#ContactSubjectField',
        },
      },
    },
    { name: 'message', type: 'textarea', label: 'Message', required: true, maxLength: CONTACT_MESSAGE_MAX, admin: { readOnly: true } },
    {
      name: 'deliveryStatus',
      type: 'select',
      label: 'Envoi à l’équipe',
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'En cours' },
        { value: 'sent', label: 'Envoyé' },
        { value: 'failed', label: 'Échec (non envoyé)' },
      ],
    },
    { name: 'deliveryError', type: 'text', label: 'Erreur d’envoi' },
    {
      name: 'sentBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Envoyé depuis le compte',
      // Set by the server when the sender was logged in: what the account itself created.
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: ({ req }) => inFlow(req, 'contact'), update: () => false },
    },
  ],
}
