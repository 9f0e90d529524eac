import type { SiteSettingsValues } from '@/domain/api/siteSettings'
import { noShowFeeNotice } from '@/domain/noShowFees'

import { billingOn } from '../../billing/stripeClient'

/** The no-show fee as a booking's page and mails say it: only while paid membership is on (else nothing is charged). */
export const noShowFeeNoticeFor = (settings: Pick<SiteSettingsValues, 'noShowFee' | 'noShowPolicy'>): string | null =>
  billingOn() ? noShowFeeNotice(settings.noShowFee, settings.noShowPolicy.windowMonths) : null
