/** An invoice's `hosted_invoice_url` (a simple French page) and `invoice_pdf`, once it is finalized. */
import type { Reply } from '../api'
import { formatAmount, formatDate } from '../money'
import type { Invoice } from '../shapes'
import { escape, notFound, page } from './html'
import { textPdf } from './pdf'

const STATUSES: Record<string, string> = { paid: 'Payée', open: 'À payer', void: 'Annulée', uncollectible: 'Irrécouvrable' }

export function invoicePage(invoice: Invoice, pdf: boolean): Reply {
  if (invoice.status === 'draft' || !invoice.number) return notFound()
  const amount = (value: number) => formatAmount(value, invoice.currency)
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0)
  if (pdf) {
    const body = textPdf([
      { text: `Facture ${invoice.number}`, size: 18 },
      { text: `${invoice.account_name ?? ''} · Date : ${formatDate(invoice.created)}` },
      { text: `Client : ${invoice.customer_name ?? ''} ${invoice.customer_email ?? ''}` },
      ...invoice.lines.data.map((line) => ({ text: `${line.description ?? ''} : ${amount(line.amount)}` })),
      ...(discount ? [{ text: `Réduction : −${amount(discount)}` }] : []),
      { text: `Total : ${amount(invoice.total)}`, size: 13 },
      { text: `Payé : ${amount(invoice.amount_paid)} · Statut : ${STATUSES[invoice.status ?? ''] ?? ''}` },
    ])
    return {
      status: 200,
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="Facture-${invoice.number}.pdf"` },
      body,
    }
  }
  const rows = invoice.lines.data
    .map((line) => `<tr><td>${escape(line.description ?? '')}</td><td>${amount(line.amount)}</td></tr>`)
    .join('')
  return page(
    `Facture ${invoice.number}`,
    `<h1>Facture ${escape(invoice.number)}</h1>
<p>${escape(invoice.account_name ?? '')} · ${formatDate(invoice.created)}</p>
<p>Statut : ${STATUSES[invoice.status ?? ''] ?? ''}</p>
<table><thead><tr><th scope="col">Description</th><th scope="col">Montant</th></tr></thead><tbody>${rows}</tbody></table>
${discount ? `<p>Réduction : −${amount(discount)}</p>` : ''}
<p class="total">Total : <strong>${amount(invoice.total)}</strong></p>
<p>Montant payé : ${amount(invoice.amount_paid)}</p>
<p><a href="${escape(invoice.invoice_pdf ?? '')}">Télécharger la facture (PDF)</a></p>`,
  )
}
