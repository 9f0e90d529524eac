'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { apiRequest, errorMessage } from '@/client/api'
import { usePendingAction } from '@/client/usePendingAction'
import type { DinnerSummary } from '@/domain/api/dinners'
import { EVENING_TABLES_TEXTS, type EveningComposition, type EveningDinnerOutcome } from '@/domain/eveningTables'
import { fillCount } from '@/domain/plural'

import { ConfirmDialog } from '../common/ConfirmDialog'

/**
 * « Composer toutes les tables de la soirée »: asks first, then composes every dinner of the
 * evening `day` in one request, over the tables this page showed; says what became of each
 * dinner below the evening's heading, and refreshes the list's tables.
 */
export function EveningTables({ day, dinners }: { day: string; dinners: DinnerSummary[] }) {
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [outcomes, setOutcomes] = useState<EveningDinnerOutcome[] | null>(null)
  const { pending, run } = usePendingAction((error) => {
    setAsking(false)
    toast.error(EVENING_TABLES_TEXTS.errorTitle, { description: errorMessage(error) })
  })

  const compose = () =>
    void run(async () => {
      const answer = await apiRequest<EveningComposition>('POST', `/api/admin/evenings/${day}/tables`, {
        dinners: dinners.map((dinner) => ({ id: dinner.id, basedOn: dinner.composedAt })),
      })
      setOutcomes(answer.dinners)
      setAsking(false)
      const composed = answer.dinners.filter((dinner) => dinner.composed).length
      toast.success(EVENING_TABLES_TEXTS.doneTitle, {
        description: fillCount(EVENING_TABLES_TEXTS.done, composed, { total: answer.dinners.length }),
      })
      router.refresh()
    })

  return (
    <>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setAsking(true)} disabled={pending}>
        {pending ? EVENING_TABLES_TEXTS.composing : EVENING_TABLES_TEXTS.button}
      </Button>
      <ConfirmDialog
        open={asking}
        title={EVENING_TABLES_TEXTS.confirmTitle}
        body={fillCount(EVENING_TABLES_TEXTS.confirmBody, dinners.length)}
        confirmLabel={EVENING_TABLES_TEXTS.confirm}
        pendingLabel={EVENING_TABLES_TEXTS.composing}
        pending={pending}
        onConfirm={compose}
        onCancel={() => setAsking(false)}
      />
      {outcomes ? (
        <div className="club-evening__results" role="status">
          <h4 className="club-evening__results-title">{EVENING_TABLES_TEXTS.resultsTitle}</h4>
          <ul>
            {outcomes.map((outcome) => (
              <li key={outcome.id} className={outcome.composed ? 'club-success' : 'club-hint'}>
                <strong>{outcome.title}</strong>
                {'\u00a0: '}
                {outcome.composed ? '' : `${EVENING_TABLES_TEXTS.skipped} `}
                {outcome.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}
