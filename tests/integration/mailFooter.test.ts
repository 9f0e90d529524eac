import { describe, expect, it } from 'vitest'

import * as forgot from '@/app/(frontend)/api/auth/forgot-password/route'
import { CANCEL_LABEL, CANCEL_PATH } from '@/domain/billing/cancellationTexts'
import { pool } from '@/server/db/pool'

import { call, completedApplicant, freshIp, ready, smtp } from './support/api'
import { billingSuite, payingMember } from './support/billing'
import { book, dinner, member } from './support/dinners'

const suite = billingSuite()

/** Whether both parts of the mail carry « Résilier mon adhésion », leading to the cancellation. */
function carriesCancel(mail: { text: string; html: string }): boolean[] {
  return [mail.text.includes(`${CANCEL_LABEL} : `) && mail.text.includes(CANCEL_PATH), mail.html.includes(CANCEL_LABEL)]
}

const resetMail = async (email: string) => {
  expect((await call(forgot.POST, { body: { email }, ip: freshIp() })).status).toBe(200)
  return smtp().waitFor(email, 'réinitialiser')
}

describe('« Résilier mon adhésion » in the footer follows the recipient', () => {
  it('is in every mail of a paying member, not in those sent before they paid', async () => {
    const paying = await payingMember(suite)
    const evening = await dinner({ days: 12, title: 'Dîner du pied de page' })
    expect((await book(paying, evening.id)).status).toBe(201)
    expect(carriesCancel(await smtp().waitFor(paying.email, `place au dîner « ${evening.title} »`))).toEqual([true, true])
    expect(carriesCancel(await resetMail(paying.email))).toEqual([true, true])
    // The mail that accepted them, sent before they paid, did not.
    expect(carriesCancel(await smtp().waitFor(paying.email, 'acceptée'))).toEqual([false, false])
  }, 60_000)

  it('is in none of an offered member’s or an applicant’s mails', async () => {
    const offered = await member()
    await pool(await ready()).query(
      `INSERT INTO memberships (member_id, status, plan, billing_interval, rate, amount_cents, offered_reason)
       VALUES ($1, 'offered', 'premium', 'month', 'founder', 0, 'Bénévole du club')`,
      [offered.id],
    )
    const applicant = await completedApplicant()
    const evening = await dinner({ days: 12, title: 'Dîner sans pied de page' })
    expect((await book(offered, evening.id)).status).toBe(201)
    expect(carriesCancel(await smtp().waitFor(offered.email, `place au dîner « ${evening.title} »`))).toEqual([false, false])
    expect(carriesCancel(await resetMail(offered.email))).toEqual([false, false])
    expect(carriesCancel(await resetMail(applicant.email))).toEqual([false, false])
  }, 60_000)
})
