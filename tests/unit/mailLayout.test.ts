import { describe, expect, it } from 'vitest'

import { composeMail, LOGO_CID } from '@/server/email/layout'

import { MAIL_SETTINGS } from '../support/mailSettings'

const mail = () =>
  composeMail(MAIL_SETTINGS, {
    firstName: 'Camille',
    paragraphs: [
      ['Votre dîner :', 'mardi à 20 h'],
      null,
      false,
      { label: 'Ouvrir mon espace', href: 'https://exemple.fr/status' },
      'Au plaisir.',
    ],
  })

describe('the frame of every mail to a person', () => {
  it('greets by first name, keeps a paragraph’s lines together, leaves out what does not apply, gives the button’s address, and signs for the team', async () => {
    const { text } = await mail()
    expect(text).toBe(
      'Bonjour Camille,\n\nVotre dîner :\nmardi à 20 h\n\nOuvrir mon espace : https://exemple.fr/status\n\nAu plaisir.\n\nL’équipe du Cercle',
    )
  })

  it('says « Bonjour, » when the first name is unknown', async () => {
    expect((await composeMail(MAIL_SETTINGS, { firstName: null, paragraphs: ['Bienvenue.'] })).text.split('\n')[0]).toBe('Bonjour,')
  })

  it('says the same in HTML, in French, with one button, the logo inline, the team’s address and the publisher, and nothing fetched from elsewhere', async () => {
    const { html, replyTo } = await mail()
    expect(html).toMatch(/<html[^>]* lang="fr"/)
    for (const words of ['Bonjour Camille,', 'Votre dîner :', 'mardi à 20 h', 'Au plaisir.', 'L’équipe du Cercle'])
      expect(html).toContain(words)
    expect(html.match(/<a [^>]*href="https:\/\/exemple.fr\/status"/g)).toHaveLength(1)
    expect(html).toContain(`src="cid:${LOGO_CID}"`)
    expect(html).toContain('mailto:equipe@lecercle.example')
    expect(html).toContain('Association Le Cercle, association loi 1901')
    expect([...html.matchAll(/\b(?:src|background)="(?!cid:)[^"]*"/g)]).toEqual([])
    expect(html).not.toMatch(/url\(|@import|<link [^>]*href="(?!cid:)/)
    expect(replyTo).toBe('equipe@lecercle.example')
  })

  it('refuses a second button: a mail has one clear action', async () => {
    const action = { label: 'Lien', href: 'https://exemple.fr' }
    await expect(composeMail(MAIL_SETTINGS, { paragraphs: [action, action] })).rejects.toThrow()
  })
})

describe('the footer of a paying member’s mails', () => {
  it('is a second version of every mail to a person, with « Résilier mon adhésion » in both parts; the team’s mails have none', async () => {
    const mail = await composeMail(MAIL_SETTINGS, { firstName: 'Camille', paragraphs: ['Votre dîner approche.'] })
    expect(mail.text).not.toContain('Résilier')
    expect(mail.html).not.toContain('Résilier')
    const paid = mail.forPayingMember
    expect(paid?.text).toMatch(/\nRésilier mon adhésion : https?:\/\/\S+\/status\/adhesion#resilier$/)
    expect(paid?.html).toMatch(/<a [^>]*href="https?:\/\/[^"]+\/status\/adhesion#resilier"[^>]*>Résilier mon adhésion<\/a>/)
    expect(paid?.text.replace(/\n\n--\n[^]*$/, '')).toBe(mail.text)
    const toTeam = await composeMail(MAIL_SETTINGS, { paragraphs: ['Un message.'], toTeam: true })
    expect(toTeam.forPayingMember).toBeUndefined()
  })
})
