import type { GlobalConfig } from 'payload'

import { SITE_DEFAULTS } from '@/domain/brand'
import { CACHE_TAGS, expireTag } from '@/server/cache'

import { adminOnly, anyone } from '../collections/access/roles'
import { noControlCharactersInGlobal } from '../collections/hooks/noControlCharacters'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  access: { read: anyone, update: adminOnly },
  hooks: { beforeValidate: [noControlCharactersInGlobal], afterChange: [() => expireTag(CACHE_TAGS.siteSettings)] },
  fields: [
    { name: 'brandName', type: 'text', label: 'Nom de la marque', required: true, defaultValue: SITE_DEFAULTS.brandName },
    { name: 'tagline', type: 'text', label: 'Slogan', required: true, defaultValue: SITE_DEFAULTS.tagline },
    { name: 'instagramUrl', type: 'text', label: 'Instagram', defaultValue: SITE_DEFAULTS.instagramUrl },
    { name: 'tiktokUrl', type: 'text', label: 'TikTok', defaultValue: SITE_DEFAULTS.tiktokUrl },
    {
      name: 'contactEmail',
      type: 'email',
      label: 'Adresse de contact de l’équipe',
      required: true,
      defaultValue: SITE_DEFAULTS.contactEmail,
    },
  ],
}
