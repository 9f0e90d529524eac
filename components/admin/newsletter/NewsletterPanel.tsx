'use client'

import { Button, toast } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { useLoad } from '@/client/useLoad'
import { usePendingKey } from '@/client/usePendingAction'
import { formatDinnerDate } from '@/domain/dinners'
import { TOASTS } from '@/domain/messages/toasts'
import { NEWSLETTER_TEXTS, NEWSLETTER_URLS, type NewsletterPreview } from '@/domain/newsletter'
import { fillCount } from '@/domain/plural'
import { PENDING_LABELS } from '@/domain/ui'

import { ConfirmDialog } from '../common/ConfirmDialog'
import { LoadStatus } from '../common/LoadStatus'

/**
 * Under the newsletter's fields: the letter as it would leave now (in a sandboxed frame: its HTML
 * is the mail's own), « S'envoyer un test », and for admins the week's letter sent now, which
 * waits for the editors' introduction (the panel asks for it; the server refuses without it).
 */
export function NewsletterPanel({ canSendNow }: { canSendNow: boolean }) {
  const id = useId()
  const { load, reload, retry } = useLoad<NewsletterPreview>(NEWSLETTER_URLS.preview, NEWSLETTER_TEXTS.previewFailed)
  const [confirming, setConfirming] = useState(false)
  const { pending: busy, run } = usePendingKey<'test' | 'now'>((error) => {
    toast.error(TOASTS.errorTitle, { description: errorMessage(error) })
    setConfirming(false)
  })

  const act = (kind: 'test' | 'now', url: string) =>
    run(kind, async () => {
      const { message } = await apiRequest<{ message: string }>('POST', url)
      toast.success(message)
      setConfirming(false)
      void reload()
    })

  return (
    <section className="club-panel club-newsletter" aria-labelledby={`${id}-title`}>
      <h2 className="club-panel__title" id={`${id}-title`}>
        {NEWSLETTER_TEXTS.panelHeading}
      </h2>
      <p className="club-muted">{NEWSLETTER_TEXTS.panelIntro}</p>
      <LoadStatus load={load} loadingText={NEWSLETTER_TEXTS.previewLoading} onRetry={retry} />
      {load.state === 'ready' ? (
        <>
          <p role="status">
            {fillCount(NEWSLETTER_TEXTS.nextSend, load.data.recipients, { date: formatDinnerDate(load.data.nextSendAt) })}
          </p>
          <p>
            <strong>{load.data.subject}</strong>
          </p>
          {load.data.hasIntro ? null : (
            <p className="club-newsletter__ask" id={`${id}-intro`}>
              {NEWSLETTER_TEXTS.introMissing}
            </p>
          )}
          <div className="club-toolbar">
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={busy !== null}
              onClick={() => void act('test', NEWSLETTER_URLS.test)}
              extraButtonProps={{ 'aria-busy': busy === 'test' || undefined }}
            >
              {busy === 'test' ? PENDING_LABELS.sending : NEWSLETTER_TEXTS.sendTest}
            </Button>
            {canSendNow ? (
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                disabled={busy !== null || !load.data.hasIntro}
                onClick={() => setConfirming(true)}
                extraButtonProps={{ 'aria-describedby': load.data.hasIntro ? undefined : `${id}-intro` }}
              >
                {NEWSLETTER_TEXTS.sendNow}
              </Button>
            ) : null}
          </div>
          <iframe className="club-newsletter__preview" title={NEWSLETTER_TEXTS.previewTitle} sandbox="" srcDoc={load.data.html} />
          <ConfirmDialog
            open={confirming}
            title={NEWSLETTER_TEXTS.sendNow}
            body={fillCount(NEWSLETTER_TEXTS.sendNowConfirm, load.data.recipients)}
            confirmLabel={NEWSLETTER_TEXTS.sendNowConfirmButton}
            pendingLabel={PENDING_LABELS.sending}
            pending={busy === 'now'}
            onConfirm={() => void act('now', NEWSLETTER_URLS.sendNow)}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : null}
    </section>
  )
}
