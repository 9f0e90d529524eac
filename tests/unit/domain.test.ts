import { describe, expect, it } from 'vitest'

import { applicationStatusLabel } from '@/domain/applicationStatus'
import { articleCreateSchema, articleUpdateSchema, reorderSchema } from '@/domain/articles'
import { brandForms, withBrand } from '@/domain/brand'
import { ALL_ACCEPTED, ALL_REFUSED } from '@/domain/consent'
import { contactSchema, contactSubjectLabel } from '@/domain/contact'
import { describeCookieChoice, NO_CHOICE_YET } from '@/domain/cookieChoices'
import { TOASTS } from '@/domain/messages/toasts'
import { VALIDATION } from '@/domain/messages/validation'
import { PERSONALITY_CHOICES, PERSONALITY_SLIDERS, defaultPersonalityResponses } from '@/domain/personality'
import { PLANS } from '@/domain/plans'
import { LANGUAGES, SECTORS } from '@/domain/profile'
import { THEMES, UNKNOWN_THEME_COLOR, themeColor } from '@/domain/themes'

describe('constants of SPEC §3 and §9', () => {
  it('has the eight themes with their French titles, and grey for an unknown theme', () => {
    expect(THEMES.map((t) => t.id)).toEqual([
      'culture-creativity',
      'environment-climate',
      'economy-work',
      'politics-democracy',
      'world-geopolitics',
      'technology-future',
      'sport-society',
      'human-rights-social',
    ])
    expect(THEMES.find((t) => t.id === 'human-rights-social')?.title).toBe('Droits humains & enjeux sociaux')
    expect(themeColor('economy-work')).not.toBe(UNKNOWN_THEME_COLOR)
    expect(themeColor('inconnu')).toBe(UNKNOWN_THEME_COLOR)
  })

  it('offers 15 sectors, 15 languages and the plan prices at founder price', () => {
    expect(SECTORS).toHaveLength(15)
    expect(LANGUAGES).toHaveLength(15)
    expect(PLANS.map((p) => [p.value, p.price, p.regularPrice])).toEqual([
      ['essential', 23, 29],
      ['premium', 79, 99],
      ['test', null, null],
    ])
  })

  it('defaults every slider to 5 and the binary choices to explore, experiences, elegant', () => {
    const defaults = defaultPersonalityResponses()
    for (const slider of PERSONALITY_SLIDERS) expect(defaults[slider.id]).toBe(5)
    expect(PERSONALITY_CHOICES.map((c) => defaults[c.id])).toEqual(['explore', 'experiences', 'elegant'])
  })

  it('labels statuses in French, with a fallback for unknown ones', () => {
    expect(applicationStatusLabel(undefined)).toBe('En attente')
    expect(applicationStatusLabel('pending')).toBe('En attente')
    expect(applicationStatusLabel('archived')).toBe('Statut inconnu')
  })

  it('resolves {brand} in the contact subjects', () => {
    expect(contactSubjectLabel('team', brandForms('Le Cercle'))).toBe('Contacter l’équipe du Cercle')
    expect(withBrand(TOASTS.simplifiedSuccess, brandForms('Le Cercle'))).toBe('Bienvenue au Cercle ! Continuons votre profil.')
    expect(withBrand('Bienvenue chez {brand} !', brandForms('Tablée'))).toBe('Bienvenue chez Tablée !')
  })

  it('gives the brand its « de » and « à » forms, contracting the article', () => {
    expect(brandForms('Le Cercle')).toEqual({ name: 'Le Cercle', of: 'du Cercle', to: 'au Cercle' })
    expect(brandForms('La Tablée')).toEqual({ name: 'La Tablée', of: 'de la Tablée', to: 'à la Tablée' })
    expect(brandForms('Les Convives')).toEqual({ name: 'Les Convives', of: 'des Convives', to: 'aux Convives' })
    expect(brandForms('L’Agora')).toEqual({ name: 'L’Agora', of: 'de l’Agora', to: 'à l’Agora' })
    expect(brandForms('Tablée')).toEqual({ name: 'Tablée', of: 'de Tablée', to: 'à Tablée' })
  })
})

describe('the cookies page’s status line', () => {
  it('says what was chosen, category by category (« accepted » is stored when only one is on)', () => {
    expect(describeCookieChoice(null)).toBe(NO_CHOICE_YET)
    expect(describeCookieChoice(ALL_ACCEPTED)).toBe('Vous avez accepté tous les cookies.')
    expect(describeCookieChoice(ALL_REFUSED)).toBe('Vous avez refusé les cookies non essentiels.')
    expect(describeCookieChoice({ ...ALL_REFUSED, performance: true })).toBe(
      'Vous avez accepté les cookies de performance, et refusé les cookies de fonctionnalité et les cookies publicitaires.',
    )
    expect(describeCookieChoice({ ...ALL_ACCEPTED, advertising: false })).toBe(
      'Vous avez accepté les cookies de fonctionnalité et les cookies de performance, et refusé les cookies publicitaires.',
    )
  })
})

describe('contact and article payloads', () => {
  it('asks for every contact field with the same message', () => {
    const valid = { name: 'Jo', email: 'jo@example.com', subject: 'info', message: 'Bonjour' }
    expect(contactSchema.safeParse(valid).success).toBe(true)
    for (const field of Object.keys(valid)) {
      const result = contactSchema.safeParse({ ...valid, [field]: '' })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(VALIDATION.contactFieldsRequired)
    }
  })

  it('creates articles active and non-bonus by default; a toggle only carries isActive', () => {
    const created = articleCreateSchema.parse({
      title: 'Titre',
      description: 'Description',
      url: 'https://example.org/a',
      source: 'Source',
      theme: 'economy-work',
    })
    expect(created).toMatchObject({ isActive: true, isBonus: false, bonusLabel: '' })
    expect(articleUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false })
    expect(articleCreateSchema.safeParse({ ...created, url: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      VALIDATION.articleUrlInvalid,
    )
    expect(articleCreateSchema.safeParse({ ...created, theme: '' }).error?.issues[0]?.message).toBe(VALIDATION.articleThemeRequired)
  })

  it('refuses a reorder with duplicates or no ids', () => {
    expect(reorderSchema.safeParse({ articleIds: [] }).success).toBe(false)
    expect(reorderSchema.safeParse({ articleIds: [1, 1] }).success).toBe(false)
    expect(reorderSchema.parse({ articleIds: ['2', 1] }).articleIds).toEqual([2, 1])
  })
})
