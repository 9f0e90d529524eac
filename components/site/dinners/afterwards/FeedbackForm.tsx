'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { usePathname, useRouter } from 'next/navigation'
import { useState } from 'react'
import { type Control, type DefaultValues, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { Card } from '@components/ui/Card'
import { CheckboxGroupField } from '@components/ui/fields/CheckboxGroupField'
import { RadioCardsField } from '@components/ui/fields/RadioCardsField'
import { TextareaField } from '@components/ui/fields/TextareaField'
import { TextField } from '@components/ui/fields/TextField'
import { Link } from '@components/ui/Link'
import { SubmitButton } from '@components/ui/SubmitButton'
import { Flex, Text } from '@components/ui/typography'

import { apiRequest, errorMessage } from '@/client/api'
import { frenchLongDate } from '@/domain/applicationStatus'
import { formatDinnerDate } from '@/domain/dinners'
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_SCORES,
  FEEDBACK_REVOIR_ANCHOR,
  FEEDBACK_TEXTS as TEXTS,
  type FeedbackAnswers,
  feedbackAnswersSchema,
  type FeedbackTablemate,
  memberFeedbackUrl,
  REVOIR_TEXTS,
  SCORE_OPTIONS,
  SHARE_EMAIL_MAX,
} from '@/domain/feedback'
import { fill } from '@/domain/fill'
import { emailedLinkPath } from '@/domain/links'
import { WIZARD_TEXTS } from '@/domain/messages/wizardTexts'
import { ACCOUNT_LINK } from '@/domain/pages'
import { PENDING_LABELS } from '@/domain/ui'

import { ReportDialog } from './ReportDialog'

type Schema = typeof feedbackAnswersSchema

const asTablemate = (mate: FeedbackTablemate) => ({ memberId: mate.memberId, firstName: mate.name })
type Status = { ok: boolean; message: string } | null
type Values = z.input<Schema>
type Dinner = { id: number; title: string; startsAt: string }

/** The form's values as the guest left them, or empty the first time; a star tapped in the mail chooses the evening's score. */
const startingValues = (answers: FeedbackAnswers | null, score: number | null): DefaultValues<Values> => ({
  ...storedValues(answers),
  ...(score !== null && { evening: String(score) }),
})

const storedValues = (answers: FeedbackAnswers | null): DefaultValues<Values> =>
  answers
    ? {
        evening: String(answers.evening),
        speaker: String(answers.speaker),
        conversation: String(answers.conversation),
        comment: answers.comment,
        revoir: answers.revoir.map(String),
        shareEmail: answers.shareEmail,
      }
    : { comment: '', revoir: [], shareEmail: '' }

/**
 * Where the answers go: with the mailed link (each submission takes the link and hands out the
 * next), or from the member's space, signed in (the session is the proof, nothing to carry).
 */
export type FeedbackSource = { kind: 'link'; token: string } | { kind: 'space' }

/**
 * The form's state: a submission by link puts the next link in the address bar, so the page can be
 * used again (a reload included) to change the answers until the link's date; from the space the
 * same page simply serves again.
 */
function useFeedbackForm(source: FeedbackSource, dinnerId: number, answers: FeedbackAnswers | null, score: number | null) {
  const router = useRouter()
  const pathname = usePathname()
  const [link, setLink] = useState(source.kind === 'link' ? source.token : '')
  const [answered, setAnswered] = useState(answers !== null)
  const [status, setStatus] = useState<Status>(null)
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(feedbackAnswersSchema),
    defaultValues: startingValues(answers, score),
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      let expiresAt: string
      if (source.kind === 'link') {
        const next = await apiRequest<{ token: string; expiresAt: string }>('POST', '/api/feedback', { token: link, ...values })
        setLink(next.token)
        router.replace(emailedLinkPath(pathname, next.token), { scroll: false })
        expiresAt = next.expiresAt
      } else {
        ;({ expiresAt } = await apiRequest<{ expiresAt: string }>('POST', memberFeedbackUrl(dinnerId), values))
      }
      setAnswered(true)
      setStatus({ ok: true, message: fill(source.kind === 'link' ? TEXTS.saved : TEXTS.savedInSpace, { date: frenchLongDate(expiresAt) }) })
    } catch (error) {
      setStatus({ ok: false, message: errorMessage(error) })
    }
  })
  return { form, link, answered, status, submit }
}

/** The tablemates the guest would like to meet again, and the address to share with them. */
function RevoirFields({ control, tablemates }: { control: Control<Values, unknown, z.output<Schema>>; tablemates: FeedbackTablemate[] }) {
  const ticked = useWatch({ control, name: 'revoir' })
  if (tablemates.length === 0) {
    return (
      <Text as="p" mb="3">
        {REVOIR_TEXTS.none}
      </Text>
    )
  }
  return (
    // Left out of analytics' session replays: tablemates' names and one's ticks are no one's business.
    <div className="ph-no-capture">
      <CheckboxGroupField
        control={control}
        name="revoir"
        label={REVOIR_TEXTS.legend}
        hint={REVOIR_TEXTS.hint}
        options={tablemates.map((mate) => ({ value: String(mate.memberId), label: mate.name }))}
        columns="2"
      />
      {ticked && ticked.length > 0 ? (
        <TextField
          control={control}
          name="shareEmail"
          type="email"
          autoComplete="email"
          label={REVOIR_TEXTS.shareLabel}
          hint={REVOIR_TEXTS.shareHint}
          maxLength={SHARE_EMAIL_MAX}
        />
      ) : null}
    </div>
  )
}

/** « Signaler un comportement » beside the form, with the link, until the guest has answered; then in the member's space. */
function ReportTablemate({
  dinner,
  tablemates,
  link,
  expiresAt,
  answered,
}: {
  dinner: Dinner
  tablemates: FeedbackTablemate[]
  /** The mailed link's token; '' in the member's space, where the session sends the report. */
  link: string
  expiresAt: string
  answered: boolean
}) {
  if (tablemates.length === 0) return null
  if (!link) {
    return (
      <Flex mt="5" gap="3" align="center" wrap="wrap">
        <Text as="p">{REVOIR_TEXTS.reportIntro}</Text>
        <ReportDialog
          dinners={[{ dinnerId: dinner.id, title: dinner.title, startsAt: dinner.startsAt, tablemates: tablemates.map(asTablemate) }]}
        />
      </Flex>
    )
  }
  if (answered) {
    return (
      <Text as="p" mt="5" size="2">
        {REVOIR_TEXTS.reportInSpace} <Link href={ACCOUNT_LINK.mySpace.path}>{REVOIR_TEXTS.reportInSpaceLink}</Link>
      </Text>
    )
  }
  return (
    <Flex mt="5" gap="3" align="center" wrap="wrap">
      <Text as="p">{REVOIR_TEXTS.reportIntro}</Text>
      <ReportDialog
        dinners={[{ dinnerId: dinner.id, title: dinner.title, startsAt: dinner.startsAt, tablemates: tablemates.map(asTablemate) }]}
        send={({ memberId, category, message }) => apiRequest('POST', '/api/feedback/report', { token: link, memberId, category, message })}
      />
      <Text as="p" size="2" color="gray">
        {fill(REVOIR_TEXTS.reportUntil, { date: frenchLongDate(expiresAt) })}
      </Text>
    </Flex>
  )
}

/** The dinner it is about, and the reminder that nothing said at the table is asked. */
function FeedbackIntro({ dinner }: { dinner: Dinner }) {
  return (
    <>
      <Text as="p" weight="medium">
        {fill(TEXTS.about, { title: dinner.title, date: formatDinnerDate(dinner.startsAt) })}
      </Text>
      <Text as="p" mt="2">
        {TEXTS.intro}
      </Text>
      <Text as="p" mt="2" mb="4" role="note" weight="medium">
        {TEXTS.offTheRecord}
      </Text>
    </>
  )
}

/**
 * The morning-after form a mailed link opens: three scores and a comment, and the reminder that
 * nothing said at the table is asked; the tablemates the guest would like to meet again (« revoir »)
 * and, beside, « Signaler un comportement ». The answers can be changed until the link's date.
 */
export function FeedbackForm({
  source,
  dinner,
  expiresAt,
  answers,
  tablemates,
  commentMonths,
  chosenScore = null,
}: {
  source: FeedbackSource
  dinner: Dinner
  expiresAt: string
  answers: FeedbackAnswers | null
  tablemates: FeedbackTablemate[]
  /** How long the team keeps a comment (the settings' feedbackCommentMonths). */
  commentMonths: number
  /** The evening's score a star of the mail chose (1 to 5), shown chosen; the guest still sends the form. */
  chosenScore?: number | null
}) {
  const { form, link, answered, status, submit } = useFeedbackForm(source, dinner.id, answers, chosenScore)
  return (
    <Card>
      <FeedbackIntro dinner={dinner} />
      {answered && !status ? (
        <Text as="p" mb="3">
          {fill(TEXTS.changeUntil, { date: frenchLongDate(expiresAt) })}
        </Text>
      ) : null}
      <form onSubmit={submit} noValidate>
        {FEEDBACK_SCORES.map((score) => (
          <RadioCardsField
            key={score.name}
            control={form.control}
            name={score.name}
            label={score.label}
            hint={TEXTS.scoreHint}
            options={SCORE_OPTIONS}
            columns="5"
            selectedLabel={WIZARD_TEXTS.choiceSelected}
            required
          />
        ))}
        <TextareaField
          control={form.control}
          name="comment"
          label={TEXTS.commentLabel}
          hint={fill(TEXTS.commentHint, { months: commentMonths })}
          maxLength={FEEDBACK_COMMENT_MAX}
          rows={4}
        />
        <div id={FEEDBACK_REVOIR_ANCHOR}>
          <RevoirFields control={form.control} tablemates={tablemates} />
        </div>
        {status ? (
          <Text as="p" mb="3" role={status.ok ? 'status' : 'alert'} color={status.ok ? undefined : 'red'}>
            {status.message}
          </Text>
        ) : null}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={PENDING_LABELS.sending}>
          {answered ? TEXTS.update : TEXTS.send}
        </SubmitButton>
      </form>
      <ReportTablemate dinner={dinner} tablemates={tablemates} link={link} expiresAt={expiresAt} answered={answered} />
    </Card>
  )
}
