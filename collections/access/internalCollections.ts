import type { Access, SanitizedConfig } from 'payload'

import { canEnterAdminPanel, isAdminUser } from '@/domain/roles'

/**
 * Payload's own collections (locked documents, preferences, migrations) let any logged-in account
 * in by default, applicants included. They serve the admin only: team members alone, each on
 * their own records (migrations: read by admins only). Locks stay readable by the team, so that the admin can say who is editing
 * a document; none can be created or changed in someone else's name.
 */
type Relation = { relationTo?: string; value?: unknown } | null | undefined

const ownerOf = (relation: Relation) => (relation && typeof relation === 'object' ? relation.value : relation)

const team: Access = ({ req }) => canEnterAdminPanel(req.user)
const ownRecords: Access = ({ req }) => (canEnterAdminPanel(req.user) && req.user ? { 'user.value': { equals: req.user.id } } : false)
const ownNewRecord: Access = ({ req, data }) =>
  canEnterAdminPanel(req.user) && ownerOf((data as { user?: Relation } | undefined)?.user) === req.user?.id
const adminOnly: Access = ({ req }) => isAdminUser(req.user)
const nobody: Access = () => false

export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, read: team, create: ownNewRecord, update: ownRecords, delete: ownRecords }
    }
    if (collection.slug === 'payload-preferences') {
      collection.access = { ...collection.access, read: ownRecords, create: ownNewRecord, update: ownRecords, delete: ownRecords }
    }
    if (collection.slug === 'payload-migrations') {
      // Written by `payload migrate` (Local API), never over HTTP.
      collection.access = { ...collection.access, read: adminOnly, create: nobody, update: nobody, delete: nobody }
    }
  }
  return config
}
