'use client'

import { toast } from '@payloadcms/ui'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingKey } from '@/client/usePendingAction'
import { type DinnerMailLog, type GuestMessage, MAIL_LOG_TEXTS } from '@/domain/dinnerMailLog'
import { fill } from '@/domain/fill'
import { fillCount } from '@/domain/plural'

/**
 * A dinner's mail log, loaded once shown and again after each action: « Renvoyer » one mail
 * (`pending` is its id) and « Écrire aux convives » (`pending` is 'write'); each says how it went in a toast.
 */
export function useGuestMails(dinnerId: number) {
  const { load, reload, retry } = useLoad<DinnerMailLog>(`/api/admin/dinners/${dinnerId}/mails`, MAIL_LOG_TEXTS.loadFailed)
  const fail = (error: unknown) => toast.error(MAIL_LOG_TEXTS.errorTitle, { description: errorMessage(error) })
  const { pending, run } = usePendingKey<number | 'write'>(fail)

  const resend = (mailId: number, name: string) =>
    run(mailId, async () => {
      const { subject } = await apiRequest<{ subject: string }>('POST', `/api/admin/mails/${mailId}/resend`)
      toast.success(MAIL_LOG_TEXTS.resentTitle, { description: fill(MAIL_LOG_TEXTS.resentText, { subject, name }) })
      await reload()
    })

  const write = (message: GuestMessage, close: () => void) =>
    run('write', async () => {
      const { recipients } = await apiRequest<{ recipients: number }>('POST', `/api/admin/dinners/${dinnerId}/messages`, message)
      close()
      toast.success(MAIL_LOG_TEXTS.sentTitle, { description: fillCount(MAIL_LOG_TEXTS.sentText, recipients) })
      await reload()
    })

  return { load, pending, retry, resend, write }
}
