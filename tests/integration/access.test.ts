import { Forbidden } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { VALIDATION } from '@/domain/messages/validation'
import type { User } from '@/payload-types'

import { ADMIN, completedApplicant, ensureTeamMember, ready, registerApplicant } from './support/api'

/** Access rules of DESIGN §4, through the Local API as the applicant (overrideAccess: false). */
async function asUser(id: number): Promise<User> {
  const payload = await ready()
  return (await payload.findByID({ collection: 'users', id, overrideAccess: true })) as User
}

beforeAll(async () => {
  await ready()
})

describe('Users access rules', () => {
  it('an applicant reads only their own record', async () => {
    const payload = await ready()
    const me = await registerApplicant()
    const other = await registerApplicant()
    const user = await asUser(me.id)
    const visible = await payload.find({ collection: 'users', user, overrideAccess: false, limit: 100 })
    expect(visible.docs.map((d) => d.id)).toEqual([me.id])
    await expect(payload.findByID({ collection: 'users', id: other.id, user, overrideAccess: false })).rejects.toThrow()
  })

  it('an applicant writes nothing outside our routes’ flows (what /cms-api would do for them)', async () => {
    const payload = await ready()
    const me = await registerApplicant()
    const user = await asUser(me.id)
    await expect(
      payload.update({ collection: 'users', id: me.id, user, overrideAccess: false, data: { firstName: 'Modifié' } }),
    ).rejects.toThrow(Forbidden)
    await expect(payload.delete({ collection: 'users', id: me.id, user, overrideAccess: false })).rejects.toThrow(Forbidden)
    expect((await payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })).firstName).toBe('Camille')
  })

  it('even within the wizard’s flow, role, status, review fields and the address’s proof stay out of reach', async () => {
    const payload = await ready()
    const me = await registerApplicant()
    const user = await asUser(me.id)
    const updated = await payload
      .update({
        collection: 'users',
        id: me.id,
        user,
        overrideAccess: false,
        context: { flow: 'registration' },
        data: {
          firstName: 'Modifié',
          role: 'admin',
          applicationStatus: 'approved',
          reviewNotes: 'auto-validé',
          abTestGroup: 'B',
          registrationCompleted: true,
          registrationStep: 8,
          emailVerifiedAt: new Date().toISOString(),
          email: 'autre@example.com',
        },
      })
      .catch((error: unknown) => error)
    // The e-mail changes only by confirming the new address: the whole write is refused.
    expect(updated).toBeInstanceOf(Forbidden)
    const fields = await payload.update({
      collection: 'users',
      id: me.id,
      user,
      overrideAccess: false,
      context: { flow: 'registration' },
      data: {
        firstName: 'Modifié',
        role: 'admin',
        applicationStatus: 'approved',
        reviewNotes: 'auto-validé',
        emailVerifiedAt: new Date().toISOString(),
      },
    })
    expect(fields).toMatchObject({ firstName: 'Modifié', role: 'applicant', applicationStatus: 'pending' })
    expect(fields.reviewNotes ?? null).toBeNull()
    expect(fields.emailVerifiedAt ?? null).toBeNull()
  })

  it('an applicant cannot update someone else, nor create accounts outside the registration flow', async () => {
    const payload = await ready()
    const me = await registerApplicant()
    const other = await registerApplicant()
    const user = await asUser(me.id)
    await expect(
      payload.update({ collection: 'users', id: other.id, user, overrideAccess: false, data: { firstName: 'Pirate' } }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'users', overrideAccess: false, data: { email: 'x@example.com', password: 'motdepasse1' } as never }),
    ).rejects.toThrow()
  })

  it('an admin changes a decision only through « Candidatures »: in Payload’s form or on /cms-api the decision stays as it was', async () => {
    const payload = await ready()
    await ensureTeamMember('admin', ADMIN.email, ADMIN.password)
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, overrideAccess: true })).docs[0]
    const { id } = await completedApplicant()
    const edited = await payload.update({
      collection: 'users',
      id,
      user: admin,
      overrideAccess: false,
      data: { applicationStatus: 'approved', reviewedAt: new Date().toISOString(), reviewedBy: admin.id, reviewNotes: 'Vu en réunion.' },
    })
    // The notes are the team's own; the decision, its date and who took it are not written.
    expect(edited).toMatchObject({ applicationStatus: 'pending', reviewNotes: 'Vu en réunion.' })
    expect(edited.reviewedAt ?? null).toBeNull()
    expect(edited.reviewedBy ?? null).toBeNull()
  })

  it('only admins enter the Payload admin panel and read contact messages', async () => {
    const payload = await ready()
    const me = await asUser((await registerApplicant()).id)
    const admin = payload.collections.users.config.access.admin
    expect(await admin?.({ req: { user: me, payload } as never })).toBe(false)
    await expect(payload.find({ collection: 'contact-messages', user: me, overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'articles',
        user: me,
        overrideAccess: false,
        data: { title: 't', description: 'd', url: 'https://e.org', source: 's', theme: 'economy-work' },
      }),
    ).rejects.toThrow()
  })
})

describe('password rules', () => {
  it('refuses a password under 8 characters wherever it is set', async () => {
    const payload = await ready()
    const me = await registerApplicant()
    const user = await asUser(me.id)
    const error = await payload
      .update({ collection: 'users', id: me.id, user, overrideAccess: false, context: { flow: 'password' }, data: { password: 'court' } })
      .catch((e: { data?: { errors?: Array<{ message: string }> } }) => e)
    expect((error as { data?: { errors?: Array<{ message: string }> } }).data?.errors?.[0]?.message).toBe(VALIDATION.passwordTooShort)
  })
})
