import { describe, expect, it } from 'vitest'

import { articleCreateSchema } from '@/domain/articles'

/** The article dialog validates with this schema, the API too (SPEC §5 Article form). */
describe('the article form schema', () => {
  const empty = { title: '', description: '', url: '', source: '', theme: '', isBonus: false, bonusLabel: '', isActive: true }

  it('names every missing field in French, on its own path', () => {
    const result = articleCreateSchema.safeParse(empty)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(messages).toEqual({
      title: 'Le titre est obligatoire.',
      description: 'La description est obligatoire.',
      url: 'Veuillez saisir une URL valide.',
      source: 'La source est obligatoire.',
      theme: 'Veuillez choisir une thématique.',
    })
  })

  it('accepts only http(s) addresses, and one of the eight themes', () => {
    const valid = { ...empty, title: 'T', description: 'D', source: 'S', theme: 'economy-work', url: 'https://example.org/x' }
    expect(articleCreateSchema.safeParse(valid).success).toBe(true)
    for (const url of ['example.org', 'ftp://example.org/x', 'javascript:alert(1)']) {
      expect(articleCreateSchema.safeParse({ ...valid, url }).error?.issues[0]?.message).toBe('Veuillez saisir une URL valide.')
    }
    expect(articleCreateSchema.safeParse({ ...valid, theme: 'cuisine' }).error?.issues[0]?.path).toEqual(['theme'])
  })

  it('trims what was typed, and keeps the bonus label optional', () => {
    const parsed = articleCreateSchema.parse({
      title: '  Titre  ',
      description: 'D',
      source: 'S',
      theme: 'sport-society',
      url: 'https://example.org/x',
      isBonus: true,
    })
    expect(parsed).toMatchObject({ title: 'Titre', isBonus: true, bonusLabel: '', isActive: true })
  })
})
