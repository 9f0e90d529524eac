import { Heading, Text } from '@components/ui/typography'

import type { InvoiceView } from '@/domain/api/membership'
import { frenchLongDate } from '@/domain/applicationStatus'
import { euros } from '@/domain/billing/billingTexts'
import { INVOICE_STATUS_LABELS, MEMBER_BILLING_TEXTS as TEXTS } from '@/domain/billing/memberTexts'
import { fill } from '@/domain/fill'

/** A link to one of Stripe's pages, in a new tab, which its name says. */
function StripeLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label} <span className="visually-hidden">{TEXTS.newTab}</span>
    </a>
  )
}

/** The member's invoices and receipts, newest first: Stripe's hosted page and PDF of each. */
export function InvoiceList({ invoices }: { invoices: InvoiceView[] }) {
  return (
    <section aria-labelledby="invoices-title">
      <Heading as="h2" size="4" id="invoices-title" mt="5">
        {TEXTS.invoicesHeading}
      </Heading>
      {invoices.length === 0 ? (
        <Text as="p" mt="2">
          {TEXTS.invoicesEmpty}
        </Text>
      ) : (
        <ul>
          {invoices.map((invoice) => {
            const date = frenchLongDate(invoice.date)
            return (
              <li key={invoice.id}>
                <Text as="p">
                  {fill(TEXTS.invoiceLine, {
                    date,
                    amount: euros(invoice.amountCents),
                    status: INVOICE_STATUS_LABELS[invoice.status] ?? invoice.status,
                  })}
                </Text>
                <Text as="p" size="2">
                  {invoice.hostedInvoiceUrl ? (
                    <StripeLink href={invoice.hostedInvoiceUrl} label={fill(TEXTS.invoicePage, { date })} />
                  ) : null}
                  {invoice.hostedInvoiceUrl && invoice.invoicePdf ? ' · ' : null}
                  {invoice.invoicePdf ? <StripeLink href={invoice.invoicePdf} label={fill(TEXTS.invoicePdf, { date })} /> : null}
                </Text>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
