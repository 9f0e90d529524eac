'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useState } from 'react'

import { apiRequest, ApiRequestError } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import { DETAILS_TEXTS, REVIEW_TEXTS } from '@/domain/adminTexts'
import type { ApplicationCounts, ApplicationRecord, BulkReviewResult } from '@/domain/api/applications'
import type { ReviewAction } from '@/domain/applicationStatus'
import { fill } from '@/domain/fill'
import { TOASTS } from '@/domain/messages/toasts'
import { fillCount } from '@/domain/plural'

const failureText = (error: unknown) =>
  error instanceof ApiRequestError && error.serverMessage ? `${TOASTS.reviewError} : ${error.serverMessage}` : TOASTS.reviewError

const failed = (error: unknown) => toast.error(TOASTS.errorTitle, { description: failureText(error) })

/** The applications ticked for a bulk decision. */
function useSelection() {
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const toggleSelected = (id: number) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return { selected, setSelected, toggleSelected }
}

/** How many a bulk decision decided, and why any was refused. */
function bulkToast(action: ReviewAction, result: BulkReviewResult) {
  const done = fillCount(action === 'approve' ? REVIEW_TEXTS.bulkApproved : REVIEW_TEXTS.bulkRejected, result.decided.length)
  const refused = result.refused.length
    ? ` ${fill(REVIEW_TEXTS.bulkRefused, { count: result.refused.length, reason: result.refused[0].message })}`
    : ''
  const show = result.refused.length ? toast.warning : toast.success
  show(REVIEW_TEXTS.bulkDoneTitle, { description: done + refused })
}

/**
 * The review's decisions and what they change: the counters, the selected applications, the one
 * open in the details dialog. After each decision (a refused one too: someone else's decision
 * shows at once) the counters and the list (`reload`) are fetched again.
 */
export function useReviewDecisions(
  initialCounts: ApplicationCounts,
  reload: () => void,
  /** The application still waiting that comes after this one in the list shown, if any. */
  nextPending: (afterId: number) => ApplicationRecord | undefined,
) {
  const [counts, setCounts] = useState(initialCounts)
  const { selected, setSelected, toggleSelected } = useSelection()
  const [detail, setDetail] = useState<ApplicationRecord | null>(null)
  /** The card whose « Voir détails » takes the focus once the dialog has closed on a decision. */
  const [focusNext, setFocusNext] = useState<number | null>(null)
  const { pending: deciding, run } = usePendingAction(failed)

  const refresh = useCallback(async () => {
    reload()
    try {
      setCounts(await apiRequest<ApplicationCounts>('GET', '/api/admin/applications/counts'))
    } catch (error) {
      console.error('Compteurs non chargés :', error)
    }
  }, [reload])

  /**
   * Decides the application open in the dialog. Then, as SPEC §4 says, the dialog closes (its note
   * goes with it) and the lists refresh. For a team deciding many in a row, the toast offers the
   * next waiting application and the focus lands on its « Voir détails », so Enter opens it.
   * A refused decision keeps the dialog and the note.
   */
  const decide = async (action: ReviewAction, notes: string) => {
    if (!detail) return
    const next = nextPending(detail.id)
    await run(async () => {
      await apiRequest('POST', `/api/admin/applications/${detail.id}/review`, { action, notes })
      setDetail(null)
      setFocusNext(next?.id ?? null)
      setSelected((current) => new Set([...current].filter((id) => id !== detail.id)))
      toast.success(TOASTS.reviewSuccessTitle, {
        description: action === 'approve' ? TOASTS.reviewApproved : TOASTS.reviewRejected,
        action: next ? { label: DETAILS_TEXTS.next, onClick: () => setDetail(next) } : undefined,
      })
    })
    await refresh()
  }

  /**
   * Changes the decision of the application open in the dialog, with the reason kept in its
   * record; true once done, so that the form closes (a refusal keeps what was typed).
   */
  const reverse = async (action: ReviewAction, notes: string, reason: string): Promise<boolean> => {
    if (!detail) return false
    let done = false
    await run(async () => {
      const { user } = await apiRequest<{ user: ApplicationRecord }>('POST', `/api/admin/applications/${detail.id}/reverse`, {
        action,
        notes,
        reason,
      })
      toast.success(TOASTS.reviewSuccessTitle, { description: TOASTS.reviewReversed })
      setDetail(user)
      done = true
    })
    await refresh()
    return done
  }

  /** Decides every selected application; the toast says how many were decided, and why any was refused. */
  const decideSelected = async (action: ReviewAction, notes: string) => {
    try {
      const result = await apiRequest<BulkReviewResult>('POST', '/api/admin/applications/review', { ids: [...selected], action, notes })
      bulkToast(action, result)
      setSelected(new Set())
    } catch (error) {
      failed(error)
    }
    await refresh()
  }

  return {
    counts,
    selected,
    setSelected,
    toggleSelected,
    detail,
    setDetail,
    focusNext,
    focused: () => setFocusNext(null),
    deciding,
    decide,
    reverse,
    decideSelected,
  }
}
