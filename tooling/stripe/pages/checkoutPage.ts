/**
 * The hosted checkout page (`session.url`): what Stripe Checkout shows the payer, in French and
 * without JavaScript. It sums up the purchase, takes a card or an IBAN (Stripe's test numbers,
 * testPaymentMethods.ts) and completes the session (checkout.ts), then sends the payer to the
 * session's `success_url` with a 303, as Checkout redirects.
 */
import type { Reply } from '../api'
import { completeSession, type PaymentChoice } from '../checkout'
import { formatAmount, intervalWord } from '../money'
import type { CheckoutSession } from '../shapes'
import { nowFor, type StandIn } from '../state'
import { isFieldError, readCard, readIban } from '../testPaymentMethods'
import { cardFields, escape, field, page, redirect } from './html'

type Problem = { field?: string; message: string }

const BUTTONS: Record<string, string> = { subscription: "S'abonner", payment: 'Payer', setup: 'Enregistrer' }

function summary(standIn: StandIn, session: CheckoutSession): string {
  const lines = standIn.store.checkoutRequests.get(session.id)?.lineItems ?? []
  const items = lines.map((line) => {
    const recurring = line.price?.recurring
    const every = recurring ? ` par ${intervalWord(recurring.interval, recurring.interval_count, true)}` : ''
    const quantity = (line.quantity ?? 1) > 1 ? ` × ${line.quantity}` : ''
    return `<li>${escape(line.description ?? '')}${quantity} : ${formatAmount(line.amount_subtotal, line.currency)}${every}</li>`
  })
  const discount = session.total_details?.amount_discount ?? 0
  return `<section aria-labelledby="summary">
<h2 id="summary">Récapitulatif</h2>
<ul>${items.join('')}</ul>
${discount > 0 ? `<p>Réduction : −${formatAmount(discount, session.currency ?? 'eur')}</p>` : ''}
<p class="total">Total dû aujourd'hui : <strong>${formatAmount(session.amount_total ?? 0, session.currency ?? 'eur')}</strong></p>
</section>`
}

function form(standIn: StandIn, session: CheckoutSession, values: Record<string, string>, problem?: Problem): string {
  const errorOf = (id: string) => (problem?.field === id ? problem.message : undefined)
  const chosen = values.method ?? session.payment_method_types[0]
  const offers = (type: string) => session.payment_method_types.includes(type)
  const customer = typeof session.customer === 'string' ? standIn.store.customers.get(session.customer) : undefined
  const email = customer?.email ?? session.customer_email
  const radio = (value: string, label: string) =>
    `<input type="radio" name="method" id="method-${value}" value="${value}"${chosen === value ? ' checked' : ''}><label for="method-${value}">${label}</label>`
  return `<form method="post" class="card">
${problem && !problem.field ? `<p role="alert">${escape(problem.message)}</p>` : ''}
${problem?.field ? `<p role="alert">${escape(problem.message)}</p>` : ''}
${email ? `<p>Adresse e-mail : ${escape(email)}</p>` : field({ id: 'email', label: 'Adresse e-mail', type: 'email', value: values.email, autocomplete: 'email', error: errorOf('email') })}
<fieldset><legend>Moyen de paiement</legend>
${offers('card') ? radio('card', 'Carte') : ''}${offers('sepa_debit') ? radio('sepa_debit', 'Prélèvement SEPA') : ''}
</fieldset>
${offers('card') ? `<fieldset><legend>Carte</legend>\n${cardFields(values, problem?.field?.startsWith('card-') ? { field: problem.field, message: problem.message } : undefined)}\n</fieldset>` : ''}
${
  offers('sepa_debit')
    ? `<fieldset><legend>Prélèvement SEPA</legend>
${field({ id: 'iban', label: 'IBAN', value: values.iban, error: errorOf('iban') })}
${field({ id: 'iban-name', label: 'Nom du titulaire du compte', value: values['iban-name'], autocomplete: 'name', error: errorOf('iban-name') })}
<p>En indiquant votre IBAN et en confirmant ce paiement, vous autorisez le bénéficiaire et Stripe, son prestataire de paiement, à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à le débiter conformément à ces instructions (mandat SEPA).</p>
</fieldset>`
    : ''
}
<button type="submit">${BUTTONS[session.mode] ?? 'Payer'}</button>
</form>`
}

function render(standIn: StandIn, session: CheckoutSession, values: Record<string, string> = {}, problem?: Problem, status = 200): Reply {
  const title = session.mode === 'subscription' ? 'Abonnement' : session.mode === 'setup' ? 'Enregistrer un moyen de paiement' : 'Paiement'
  if (session.status === 'complete') {
    const next = session.success_url ? `<p><a href="${escape(session.success_url)}">Continuer</a></p>` : ''
    return page(title, `<h1>${title}</h1><p role="status">Ce paiement a déjà été effectué.</p>${next}`)
  }
  if (session.status === 'expired') {
    const back = session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Retour</a></p>` : ''
    return page(title, `<h1>${title}</h1><p role="alert">Cette session de paiement a expiré.</p>${back}`, 410)
  }
  const back = session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Retour sans payer</a></p>` : ''
  return page(
    title,
    `<h1>${title}</h1>\n${session.mode === 'setup' ? '' : summary(standIn, session)}\n${form(standIn, session, values, problem)}\n${back}`,
    status,
  )
}

/** What the payer typed, checked; the problem to show, or the payment choice. */
function read(standIn: StandIn, session: CheckoutSession, values: Record<string, string>, now: number): Problem | PaymentChoice {
  const customer = typeof session.customer === 'string' ? standIn.store.customers.get(session.customer) : undefined
  const email = (customer?.email ?? session.customer_email ?? values.email ?? '').trim()
  if (!email) return { field: 'email', message: 'Votre adresse e-mail est obligatoire.' }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { field: 'email', message: "Votre adresse e-mail n'est pas valide." }
  const method = values.method ?? ''
  if (!session.payment_method_types.includes(method)) return { message: 'Choisissez un moyen de paiement.' }
  if (method === 'sepa_debit') {
    const name = (values['iban-name'] ?? '').trim()
    const iban = readIban(values.iban ?? '')
    if (isFieldError(iban)) return iban
    if (!name) return { field: 'iban-name', message: 'Le nom du titulaire du compte est obligatoire.' }
    return { read: iban, name, email }
  }
  const card = readCard(values, now)
  if (isFieldError(card)) return card
  return { read: card, name: (values['card-name'] ?? '').trim(), email }
}

export function checkoutPage(standIn: StandIn, session: CheckoutSession, method: string, body: string): Reply {
  if (method !== 'POST' || session.status !== 'open') return render(standIn, session)
  const values = Object.fromEntries(new URLSearchParams(body))
  const now = nowFor(standIn, typeof session.customer === 'string' ? session.customer : null)
  const choice = read(standIn, session, values, now)
  if (!('read' in choice)) return render(standIn, session, values, choice, 400)
  const decline = standIn.events.during({ id: null, idempotency_key: null }, () => completeSession(standIn, session, choice, now))
  if (decline) return render(standIn, session, values, { message: decline.french }, 402)
  return session.success_url
    ? redirect(session.success_url)
    : page('Merci', '<h1>Merci</h1><p role="status">Votre paiement a bien été pris en compte.</p>')
}
