import { beforeAll, describe, expect, it } from 'vitest'

import * as contact from '@/app/(frontend)/api/contact/route'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { VALIDATION } from '@/domain/messages/validation'

import { call, ready, smtp } from './support/api'
import { REFUSED_RECIPIENT } from './support/workerSetup'

const message = { name: 'Jeanne Martin', email: 'jeanne@example.com', subject: 'info', message: 'Quand a lieu le prochain dîner ?' }

async function stored(id: number) {
  const payload = await ready()
  return payload.findByID({ collection: 'contact-messages', id, overrideAccess: true })
}

async function setTeamAddress(address: string) {
  const payload = await ready()
  await payload.updateGlobal({ slug: 'site-settings', data: { contactEmail: address }, overrideAccess: true })
}

beforeAll(async () => {
  await ready()
})

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the team', async () => {
    await setTeamAddress('equipe@team.example')
    const res = await call(contact.POST, { body: message })
    expect(res).toMatchObject({ status: 201, body: { delivered: true } })
    expect((await stored(res.body.id)).deliveryStatus).toBe('sent')
    const mail = await smtp().waitFor('equipe@team.example')
    expect(mail.subject).toContain('En savoir plus sur Le Cercle ou les prochains repas')
    expect(mail.text).toContain('Quand a lieu le prochain dîner ?')
    expect(mail.raw).toMatch(/Reply-To: .*jeanne@example.com/i)
  })

  it('keeps the message, marked unsent, when the SMTP server refuses it', async () => {
    await setTeamAddress(REFUSED_RECIPIENT)
    const res = await call(contact.POST, { body: { ...message, name: 'Refusé' } })
    expect(res).toMatchObject({ status: 201, body: { delivered: false } })
    const record = await stored(res.body.id)
    expect(record).toMatchObject({ name: 'Refusé', deliveryStatus: 'failed' })
    await setTeamAddress('equipe@team.example')
  })

  it('answers 400 "Veuillez remplir tous les champs." when a field is empty, and stores nothing', async () => {
    const payload = await ready()
    const before = (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
    for (const field of ['name', 'email', 'subject', 'message']) {
      const res = await call(contact.POST, { body: { ...message, [field]: '' } })
      expect(res).toMatchObject({ status: 400, body: { message: VALIDATION.contactFieldsRequired } })
    }
    expect((await call(contact.POST, { body: { ...message, subject: 'autre' } })).status).toBe(400)
    expect((await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('is rate limited (429)', async () => {
    const ip = '198.51.100.9'
    for (let i = 0; i < 5; i++) await call(contact.POST, { body: message, ip })
    expect(await call(contact.POST, { body: message, ip })).toMatchObject({ status: 429, body: { message: API_ERRORS.rateLimited } })
  })
})
