import { Heading, Text } from '@components/ui/typography'

import type { Load } from '@/client/useLoad'
import type { PaymentEntry, PaymentHistory as History } from '@/domain/api/payments'
import { frenchLongDate } from '@/domain/applicationStatus'
import { euros } from '@/domain/billing/billingTexts'
import { PAYMENT_HISTORY_TEXTS as TEXTS } from '@/domain/billing/receiptTexts'
import { fill } from '@/domain/fill'

import { LoadStatus } from '../LoadStatus'

/** A link to one of Stripe's pages, in a new tab, which its name says. */
function StripeLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label} <span className="visually-hidden">{TEXTS.newTab}</span>
    </a>
  )
}

/** The amount from the member's side: a refund or credit below zero, a refused attempt that took nothing. */
const amountOf = (entry: PaymentEntry) =>
  entry.kind === 'failed' ? `${euros(entry.amountCents)} (${TEXTS.failedNote})` : euros(entry.amountCents)

function Entry({ entry }: { entry: PaymentEntry }) {
  const date = frenchLongDate(entry.date)
  const documents = [
    entry.invoiceNumber ? fill(TEXTS.invoiceNumber, { number: entry.invoiceNumber }) : null,
    entry.receiptUrl ? (
      <StripeLink
        key="page"
        href={entry.receiptUrl}
        label={fill(entry.invoiceNumber && entry.kind !== 'refund' ? TEXTS.invoicePage : TEXTS.receipt, { date })}
      />
    ) : null,
    entry.pdfUrl && entry.kind !== 'refund' ? <StripeLink key="pdf" href={entry.pdfUrl} label={fill(TEXTS.pdf, { date })} /> : null,
  ].filter((part) => part !== null)
  return (
    <li>
      <Text as="p">{fill(TEXTS.line, { date, label: entry.label, amount: amountOf(entry) })}</Text>
      {documents.length > 0 ? (
        <Text as="p" size="2">
          {documents.flatMap((part, index) => (index === 0 ? [part] : [' · ', part]))}
        </Text>
      ) : null}
    </li>
  )
}

/**
 * « Mes factures et reçus »: every payment, refund and credit Stripe recorded for the member, and
 * the attempts it refused, newest first, with Stripe's invoice or receipt; its own loading line
 * and « Réessayer », since it is read from Stripe apart from the rest of the page.
 */
export function PaymentHistory({ load, onRetry }: { load: Load<History>; onRetry: () => void }) {
  return (
    <section aria-labelledby="payments-title">
      <Heading as="h2" size="4" id="payments-title" mt="5">
        {TEXTS.heading}
      </Heading>
      {load.state !== 'ready' ? (
        <LoadStatus load={load} loadingText={TEXTS.loading} height="6rem" onRetry={onRetry} />
      ) : load.data.payments.length === 0 ? (
        <Text as="p" mt="2">
          {TEXTS.empty}
        </Text>
      ) : (
        <>
          <ul>
            {load.data.payments.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          {load.data.complete ? null : (
            <Text as="p" size="2" color="gray">
              {TEXTS.more}
            </Text>
          )}
        </>
      )}
    </section>
  )
}
