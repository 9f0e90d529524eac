import { describe, expect, it } from 'vitest'

import { brandForms } from '@/domain/brand'
import { composeMail } from '@/server/email/layout'

const brand = brandForms('Le Cercle')

describe('the frame of every mail to a person', () => {
  it('greets by first name, keeps a paragraph’s lines together, leaves out what does not apply, and signs for the team', () => {
    const { text } = composeMail(brand, {
      firstName: 'Camille',
      paragraphs: [['Votre lien :', 'https://exemple.fr/x'], null, false, 'Au plaisir.'],
    })
    expect(text).toBe('Bonjour Camille,\n\nVotre lien :\nhttps://exemple.fr/x\n\nAu plaisir.\n\nL’équipe du Cercle')
  })

  it('says « Bonjour, » when the first name is unknown', () => {
    expect(composeMail(brand, { firstName: null, paragraphs: ['Bienvenue.'] }).text.split('\n')[0]).toBe('Bonjour,')
  })
})
