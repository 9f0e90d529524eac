import type { Payload } from 'payload'

import { NEWSLETTER_SCHEDULE, type NewsletterSchedule } from '@/domain/newsletter'

export type NewsletterSettings = NewsletterSchedule & { intro: string }

/**
 * The newsletter global as the system reads it (the weekly job, or a route that has checked the
 * caller's role): the editors' introduction and the admins' schedule, defaults filling any gap.
 */
export async function newsletterSettings(payload: Payload): Promise<NewsletterSettings> {
  const stored = await payload.findGlobal({ slug: 'newsletter', overrideAccess: true, depth: 0 })
  const schedule = stored.schedule ?? {}
  return {
    intro: stored.intro?.trim() ?? '',
    day: Number(schedule.day) || NEWSLETTER_SCHEDULE.day.default,
    hour: typeof schedule.hour === 'number' ? schedule.hour : NEWSLETTER_SCHEDULE.hour.default,
    perMinute: schedule.perMinute || NEWSLETTER_SCHEDULE.perMinute.default,
  }
}
