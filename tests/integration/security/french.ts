import { frTranslations } from '@payloadcms/translations/languages/fr'

import * as account from '@/domain/account'
import * as articlePage from '@/domain/articlePage'
import * as attendance from '@/domain/attendance'
import * as contests from '@/domain/attendanceContests'
import * as accounting from '@/domain/billing/accountingTexts'
import { BILLING_ERRORS } from '@/domain/billing/billingTexts'
import * as cancellation from '@/domain/billing/cancellationTexts'
import * as pause from '@/domain/billing/pauseTexts'
import * as payment from '@/domain/billing/paymentTexts'
import * as retention from '@/domain/billing/retentionTexts'
import * as reports from '@/domain/conductReports'
import * as dinnerTexts from '@/domain/dinnerAdminTexts'
import * as dinnerAlerts from '@/domain/dinnerAlerts'
import * as mailLog from '@/domain/dinnerMailLog'
import * as dinners from '@/domain/dinners'
import * as evening from '@/domain/evening'
import * as feedback from '@/domain/feedback'
import { ACCOUNT_TEXTS } from '@/domain/messages/accountTexts'
import { API_ERRORS } from '@/domain/messages/apiErrors'
import { TOASTS } from '@/domain/messages/toasts'
import { VALIDATION } from '@/domain/messages/validation'
import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'
import * as newsletter from '@/domain/newsletter'
import * as reminders from '@/domain/reminders'
import * as sponsorship from '@/domain/sponsorship'
import * as offers from '@/domain/waitlistOffers'

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Payload's sentences hold `{{label}}` placeholders; ours `{name}`. */
const pattern = (sentence: string) => new RegExp(`^${escape(sentence).replace(/\\\{\\\{?\w+\\\}\\\}?/g, '.+')}$`)

const CATALOGUE = [
  ...strings([VALIDATION, TOASTS, ACCOUNT_TEXTS, WIZARD_TEXTS, API_ERRORS, BILLING_ERRORS]),
  ...strings(dinners),
  ...strings(evening),
  ...strings(feedback),
  ...strings(dinnerTexts),
  ...strings(account),
  ...strings(articlePage),
  ...strings(attendance),
  ...strings(contests),
  ...strings(reports),
  ...strings(mailLog),
  ...strings(reminders),
  ...strings(offers),
  ...strings(newsletter),
  ...strings(dinnerAlerts),
  ...strings(sponsorship),
  ...strings(cancellation),
  ...strings(pause),
  ...strings(retention),
  ...strings(payment),
  ...strings(accounting),
  ...strings(frTranslations),
].map(pattern)

/** Whether a message reaching a client is one of our French texts or one of Payload's French translations. */
export function isFrenchSentence(message: unknown): boolean {
  return typeof message === 'string' && CATALOGUE.some((sentence) => sentence.test(message))
}
