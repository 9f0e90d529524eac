import { describe, expect, it } from 'vitest'

import { cancellationDeadline, formatDinnerDate } from '@/domain/dinners'
import { chosenScore } from '@/domain/feedback'
import { venueAddress, venueMapUrl } from '@/domain/venue'
import { feedbackMailText } from '@/server/dinners/afterwards/afterwardsMailTexts'
import { tableMailText } from '@/server/dinners/base/dinnerMailTexts'
import { composeMail } from '@/server/email/layout'
import { mailSubject } from '@/server/email/mailContent'

import { MAIL_SETTINGS } from '../support/mailSettings'

const SITE = 'https://lecercle.example'
const DAY = 24 * 60 * 60 * 1000
const startsAt = new Date(Date.now() + 10 * DAY)
const dinner = {
  id: 1,
  title: 'L’Europe face aux nouveaux empires',
  starts_at: startsAt,
  city: 'Paris',
  venue_name: 'Le Salon des Arcades',
  venue_address: '18 rue de Rivoli, 75004 Paris',
  speakers: [{ name: 'Hélène Carrère', role: 'journalist' }],
}
const seat = { tableNumber: 2, plus_one: false, tablemates: ['Camille, Finance & Banque', 'Un·e convive, Santé'] }
const tableMail = () => {
  const text = tableMailText(seat, dinner, SITE, 'equipe@lecercle.example')
  return composeMail(MAIL_SETTINGS, { firstName: 'Margaux', paragraphs: text.paragraphs })
}

describe('the subjects of the club’s mails', () => {
  it('start with one form, « Le Cercle : », a no-break space before the colon', () => {
    expect(mailSubject('Le Cercle', 'votre table pour « Un dîner »')).toBe('Le Cercle\u00a0: votre table pour « Un dîner »')
  })
})

describe('a venue', () => {
  it('names its city once, and leads to a plain map search', () => {
    expect(venueAddress('18 rue de Rivoli, 75004 Paris', 'Paris')).toBe('18 rue de Rivoli, 75004 Paris')
    expect(venueAddress('3 quai Saint-Antoine', 'Lyon')).toBe('3 quai Saint-Antoine, Lyon')
    const map = new URL(venueMapUrl({ name: 'Le Salon', address: '18 rue de Rivoli, 75004 Paris', city: 'Paris' }))
    expect(map.origin + map.pathname).toBe('https://www.openstreetmap.org/search')
    expect(map.searchParams.get('query')).toBe('Le Salon, 18 rue de Rivoli, 75004 Paris')
  })
})

describe('the table mail', () => {
  it('gives its key facts as a card in HTML, with the map, the tablemates, the exact deadline to withdraw and the evening’s contact', async () => {
    const { html } = await tableMail()
    const card = /<table[^>]*class="mail-facts"[\s\S]*?<\/table>/.exec(html)?.[0] ?? ''
    expect(card).not.toBe('')
    for (const words of ['Date', 'Lieu', 'Votre table', 'À votre table', 'Intervenants', 'Se désister', 'Un imprévu le soir même'])
      expect(card).toContain(`>${words}</p>`)
    expect(card).toContain('Le Salon des Arcades<br/>18 rue de Rivoli, 75004 Paris')
    expect(card).toContain('Camille, Finance &amp; Banque<br/>Un·e convive, Santé')
    expect(card).toContain(formatDinnerDate(cancellationDeadline(startsAt)))
    expect(card).toMatch(/href="https:\/\/www\.openstreetmap\.org\/search\?query=[^"]+"/)
    expect(card).toContain('href="mailto:equipe@lecercle.example"')
    expect(html).not.toContain('(Paris)')
    expect(html).not.toMatch(/>(?:Date|Lieu) :/)
  })

  it('says the same in plain text, each label above its value', async () => {
    const { text } = await tableMail()
    expect(text).toContain(
      `DATE\n${formatDinnerDate(startsAt)}\n\nLIEU\nLe Salon des Arcades\n18 rue de Rivoli, 75004 Paris\nVoir sur la carte : https://www.openstreetmap.org/search?query=`,
    )
    expect(text).toContain('VOTRE TABLE\nTable 2\n\nÀ VOTRE TABLE\nCamille, Finance & Banque\nUn·e convive, Santé')
    expect(text).toContain(`SE DÉSISTER\nDepuis votre espace, jusqu’au ${formatDinnerDate(cancellationDeadline(startsAt))}`)
    expect(text).not.toContain('48 heures')
  })

  it('says too late to withdraw from the space once the deadline has passed', () => {
    const soon = { ...dinner, starts_at: new Date(Date.now() + DAY) }
    const { paragraphs } = tableMailText(seat, soon, SITE, 'equipe@lecercle.example')
    expect(JSON.stringify(paragraphs)).toContain('répondez à ce message pour prévenir l’équipe')
  })
})

describe('the frame of every mail', () => {
  it('declares both colour schemes and carries its dark colours, never pure white on the button', async () => {
    const { html } = await tableMail()
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>')
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>')
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/)
    expect(html.toLowerCase()).not.toMatch(/color:\s*#fff(?:fff)?\b/)
  })

  it('sets the wordmark in a book face falling back to sans-serif, never Times, apart from the greeting', async () => {
    const { html } = await tableMail()
    const wordmark = /<p[^>]*style="([^"]*)"[^>]*>Le Cercle<\/p>/.exec(html)?.[1] ?? ''
    expect(wordmark).toMatch(/font-family:Fraunces,.*?, sans-serif;/)
    expect(wordmark).not.toMatch(/Times|[\s,]serif/)
    expect(html).toMatch(/padding-bottom:20px[^"]*border-bottom:1px solid/)
  })
})

describe('the morning-after request', () => {
  const href = `${SITE}/avis?token=abc-123`
  const request = () =>
    composeMail(MAIL_SETTINGS, {
      firstName: 'Margaux',
      paragraphs: feedbackMailText(dinner, new Date(Date.now() + 7 * DAY), href).paragraphs,
    })

  it('leads with five stars, each the signed link with its score, before the button, and mentions « revoir »', async () => {
    const { html, text } = await request()
    const stars = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>★<\/a>/g)].map((match) => match[1].replaceAll('&amp;', '&'))
    expect(stars).toEqual([1, 2, 3, 4, 5].map((score) => `${href}&score=${score}`))
    expect(html.indexOf('★')).toBeLessThan(html.indexOf('Donner mon avis'))
    expect(html).toContain('aria-label="1 sur 5, décevant"')
    expect(text).toContain(`5 sur 5, excellent : ${href}&score=5`)
    expect(text).toMatch(/revoir/)
  })

  it('opens the form with a score only from 1 to 5', () => {
    expect(chosenScore('4')).toBe(4)
    for (const value of ['0', '6', '4.5', ' 4', 'x', undefined, ['4', '5']]) expect(chosenScore(value)).toBeNull()
  })
})
