'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { Button } from '@components/ui/Button'
import { Dialog } from '@components/ui/Dialog'
import { DialogFormActions } from '@components/ui/DialogFormActions'
import { SelectField } from '@components/ui/fields/SelectField'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { toast } from '@components/ui/Toast'
import { Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import {
  REPORT_CATEGORIES,
  REPORT_ERRORS,
  REPORT_MESSAGE_MAX,
  REPORT_TEXTS as TEXTS,
  type ReportInput,
  reportContentSchema,
  type TablemateDinner,
} from '@/domain/conductReports'
import { formatDinnerDate } from '@/domain/dinners'
import { PENDING_LABELS } from '@/domain/ui'

/** The form holds the choices as the selects do (text); the category and the message as the server checks them. */
const formSchema = reportContentSchema.extend({
  dinnerId: z.string().min(1, { error: REPORT_ERRORS.dinnerRequired }),
  memberId: z.string().min(1, { error: REPORT_ERRORS.memberRequired }),
})

type Form = UseFormReturn<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>

type Load = { state: 'idle' | 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; dinners: TablemateDinner[] }

const fromMemberSpace = (report: ReportInput) => apiRequest('POST', '/api/me/reports', report)

/**
 * The dialog's state: open or not, the dinners and their tablemates (loaded when it first opens,
 * unless given), and `submit`, which sends the report and says so in a toast.
 */
function useReportDialog(given: TablemateDinner[] | undefined, send: (report: ReportInput) => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [load, setLoad] = useState<Load>(given ? { state: 'ready', dinners: given } : { state: 'idle' })
  const form: Form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    defaultValues: { dinnerId: given?.length === 1 ? String(given[0].dinnerId) : '', memberId: '', message: '' },
    resolver: zodResolver(formSchema),
  })
  const dinnerId = useWatch({ control: form.control, name: 'dinnerId' })
  // Another dinner, other tablemates: the person is chosen again.
  useEffect(() => form.setValue('memberId', ''), [dinnerId, form])
  const dinners = load.state === 'ready' ? load.dinners : []
  const tablemates = dinners.find((dinner) => String(dinner.dinnerId) === dinnerId)?.tablemates ?? []

  const show = (next: boolean) => {
    setOpen(next)
    if (next && load.state !== 'ready') {
      setLoad({ state: 'loading' })
      apiRequest<{ dinners: TablemateDinner[] }>('GET', '/api/me/tablemates').then(
        ({ dinners: found }) => setLoad({ state: 'ready', dinners: found }),
        (error: unknown) => setLoad({ state: 'failed', message: errorMessage(error) }),
      )
    }
  }
  const submit = form.handleSubmit(async (values) => {
    try {
      await send({
        dinnerId: Number(values.dinnerId),
        memberId: Number(values.memberId),
        category: values.category,
        message: values.message,
      })
      setOpen(false)
      form.reset()
      toast({ title: TEXTS.sentTitle, description: TEXTS.sent })
    } catch (error) {
      toast({ title: TEXTS.errorTitle, description: errorMessage(error), variant: 'destructive' })
    }
  })
  return { open, show, load, form, dinners, tablemates, submit }
}

/** The report: which dinner, which tablemate, what kind of behaviour and what happened. */
function ReportForm({
  form,
  dinners,
  tablemates,
  onSubmit,
}: {
  form: Form
  dinners: TablemateDinner[]
  tablemates: TablemateDinner['tablemates']
  onSubmit: () => void
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <SelectField
        control={form.control}
        name="dinnerId"
        label={TEXTS.dinnerLabel}
        placeholder={TEXTS.choose}
        options={dinners.map((dinner) => ({
          value: String(dinner.dinnerId),
          label: `« ${dinner.title} », ${formatDinnerDate(dinner.startsAt)}`,
        }))}
        required
      />
      <SelectField
        control={form.control}
        name="memberId"
        label={TEXTS.tablemateLabel}
        placeholder={TEXTS.choose}
        options={tablemates.map((mate) => ({ value: String(mate.memberId), label: mate.firstName }))}
        disabled={tablemates.length === 0}
        required
      />
      <SelectField
        control={form.control}
        name="category"
        label={TEXTS.categoryLabel}
        placeholder={TEXTS.choose}
        options={REPORT_CATEGORIES}
        required
      />
      <TextareaField control={form.control} name="message" label={TEXTS.messageLabel} maxLength={REPORT_MESSAGE_MAX} rows={5} required />
      <DialogFormActions
        cancelLabel={TEXTS.cancel}
        submitLabel={TEXTS.send}
        pendingLabel={PENDING_LABELS.sending}
        pending={form.formState.isSubmitting}
      />
    </form>
  )
}

/**
 * « Signaler un comportement »: a tablemate of one of the member's past dinners (by first name)
 * and what happened. The admins alone read it; the two are never seated together again. In the
 * member's space the dinners are loaded when it opens; the morning-after form gives its own
 * dinner and sends with its link.
 */
export function ReportDialog({
  dinners: given,
  send = fromMemberSpace,
}: {
  dinners?: TablemateDinner[]
  send?: (report: ReportInput) => Promise<unknown>
} = {}) {
  const { open, show, load, form, dinners, tablemates, submit } = useReportDialog(given, send)
  return (
    <Dialog.Root open={open} onOpenChange={show}>
      <Dialog.Trigger>
        <Button variant="outline">{TEXTS.open}</Button>
      </Dialog.Trigger>
      <Dialog.Content title={TEXTS.title} description={TEXTS.explained}>
        {load.state === 'loading' ? <Text as="p">{PENDING_LABELS.answering}</Text> : null}
        {load.state === 'failed' ? (
          <Text as="p" role="alert">
            {load.message}
          </Text>
        ) : null}
        {load.state === 'ready' && dinners.length === 0 ? <Text as="p">{TEXTS.none}</Text> : null}
        {dinners.length > 0 ? <ReportForm form={form} dinners={dinners} tablemates={tablemates} onSubmit={submit} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}
