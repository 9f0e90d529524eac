/**
 * The hosted customer portal (`session.url` of a billing portal session), in French and without
 * JavaScript: the member's subscription, card and invoices, and what the configuration allows:
 * change the card, switch to another configured price, cancel at the period's end (or at once)
 * and take that back. Each action does what Stripe's portal does, with the same events
 * (`payment_method.attached`, `customer.updated`, `customer.subscription.updated`…), then comes
 * back to the portal, or follows the session's flow to its `return_url`.
 */
import type { Reply } from '../api'
import { endSubscription } from '../collection'
import { productName } from '../invoices'
import { formatAmount, formatDate, intervalWord } from '../money'
import { attach, createPaymentMethod, describe } from '../paymentMethods'
import type { Customer, PortalConfiguration, PortalSession, Price, Subscription } from '../shapes'
import { nowFor, type StandIn } from '../state'
import { changeItems, invoiceNow, periodOf, type ProrationBehavior } from '../subscriptions'
import { isFieldError, readCard, type FieldError } from '../testPaymentMethods'
import { cardFields, escape, page, redirect } from './html'

const STATUSES: Record<string, string> = {
  active: 'Actif',
  past_due: 'Paiement en retard',
  unpaid: 'Impayé',
  canceled: 'Annulé',
  incomplete: 'En attente du premier paiement',
  incomplete_expired: 'Expiré',
  trialing: "Période d'essai",
  paused: 'En pause',
}

const PRORATIONS: readonly ProrationBehavior[] = ['always_invoice', 'create_prorations', 'none']

const INVOICE_STATUSES: Record<string, string> = {
  paid: 'Payée',
  open: 'À payer',
  void: 'Annulée',
  draft: 'Brouillon',
  uncollectible: 'Irrécouvrable',
}

const DONE: Record<string, string> = {
  card: 'Votre carte a été mise à jour.',
  plan: 'Votre formule a été changée.',
  cancel: 'Votre abonnement a été annulé.',
  renew: 'Votre abonnement sera renouvelé.',
}

type Context = { standIn: StandIn; session: PortalSession; configuration: PortalConfiguration; customer: Customer; now: number }

const priceLabel = (standIn: StandIn, price: Price) => {
  const every = price.recurring ? ` par ${intervalWord(price.recurring.interval, price.recurring.interval_count, true)}` : ''
  return `${productName(standIn, price)} : ${formatAmount(price.unit_amount ?? 0, price.currency)}${every}`
}

function subscriptionsOf(context: Context): Subscription[] {
  return [...context.standIn.store.subscriptions.values()].filter(
    (subscription) => subscription.customer === context.customer.id && !['canceled', 'incomplete_expired'].includes(subscription.status),
  )
}

const shows = (session: PortalSession, flow: string) => !session.flow || session.flow.type === flow

function planSection(context: Context, subscription: Subscription): string {
  const { standIn, configuration, session } = context
  const features = configuration.features
  const current = subscription.items.data[0]?.price
  const period = periodOf(subscription)
  const action = (name: string) => `${session.url}/${name}`
  const hidden = `<input type="hidden" name="subscription" value="${escape(subscription.id)}">`
  const parts = [
    `<h3>${escape(current ? priceLabel(standIn, current) : subscription.id)}</h3>`,
    `<p>Statut : ${STATUSES[subscription.status] ?? subscription.status}</p>`,
    subscription.cancel_at_period_end
      ? `<p>Votre abonnement prendra fin le ${formatDate(period.end)}.</p>`
      : `<p>Prochain renouvellement le ${formatDate(period.end)}.</p>`,
  ]
  const offered = (features.subscription_update.products ?? []).flatMap((entry) => entry.prices).filter((id) => id !== current?.id)
  const prices = offered.flatMap((id) => standIn.store.prices.get(id) ?? []).filter((price) => price.active)
  if (
    features.subscription_update.enabled &&
    prices.length > 0 &&
    shows(session, 'subscription_update') &&
    !subscription.cancel_at_period_end
  ) {
    const radios = prices
      .map(
        (price, index) =>
          `<div><input type="radio" name="price" id="price-${index}" value="${price.id}"${index === 0 ? ' checked' : ''}><label for="price-${index}">${escape(priceLabel(standIn, price))}</label></div>`,
      )
      .join('\n')
    parts.push(
      `<form method="post" action="${action('plan')}">${hidden}<fieldset><legend>Changer de formule</legend>\n${radios}\n</fieldset><button type="submit">Changer de formule</button></form>`,
    )
  }
  if (features.subscription_cancel.enabled && shows(session, 'subscription_cancel')) {
    parts.push(
      subscription.cancel_at_period_end
        ? `<form method="post" action="${action('renew')}">${hidden}<button type="submit" class="secondary">Renouveler l'abonnement</button></form>`
        : `<form method="post" action="${action('cancel')}">${hidden}<button type="submit" class="secondary">Annuler l'abonnement</button></form>`,
    )
  }
  return parts.join('\n')
}

function render(context: Context, notice?: string, error?: FieldError, values: Record<string, string> = {}, status = 200): Reply {
  const { standIn, session, configuration, customer } = context
  const features = configuration.features
  const parts: string[] = ['<h1>Gérer votre abonnement</h1>']
  if (configuration.business_profile.headline) parts.push(`<p>${escape(configuration.business_profile.headline)}</p>`)
  if (notice) parts.push(`<p role="status">${escape(notice)}</p>`)
  if (error) parts.push(`<p role="alert">${escape(error.message)}</p>`)
  if (!session.flow || session.flow.type !== 'payment_method_update') {
    const subscriptions = subscriptionsOf(context)
    parts.push(
      `<section aria-labelledby="plan"><h2 id="plan">Abonnement actuel</h2>\n${subscriptions.length === 0 ? "<p>Vous n'avez pas d'abonnement en cours.</p>" : subscriptions.map((subscription) => planSection(context, subscription)).join('\n')}</section>`,
    )
  }
  if (features.payment_method_update.enabled && shows(session, 'payment_method_update')) {
    const current = customer.invoice_settings.default_payment_method
    const method = typeof current === 'string' ? standIn.store.paymentMethods.get(current) : undefined
    const fallback = subscriptionsOf(context)
      .map((subscription) =>
        typeof subscription.default_payment_method === 'string'
          ? standIn.store.paymentMethods.get(subscription.default_payment_method)
          : undefined,
      )
      .find(Boolean)
    const shown = method ?? fallback
    parts.push(`<section aria-labelledby="method"><h2 id="method">Moyen de paiement</h2>
<p>${shown ? escape(describe(shown)) : 'Aucun moyen de paiement enregistré.'}</p>
<form method="post" action="${session.url}/payment-method"><fieldset><legend>Nouvelle carte</legend>
${cardFields(values, error)}
</fieldset><button type="submit">Mettre à jour la carte</button></form></section>`)
  }
  if (features.invoice_history.enabled && !session.flow) {
    const invoices = [...standIn.store.invoices.values()]
      .filter((invoice) => invoice.customer === customer.id && invoice.status !== 'draft')
      .reverse()
    const rows = invoices.map(
      (invoice) =>
        `<tr><td>${formatDate(invoice.created)}</td><td>${formatAmount(invoice.total, invoice.currency)}</td><td>${INVOICE_STATUSES[invoice.status ?? ''] ?? ''}</td><td><a href="${escape(invoice.hosted_invoice_url ?? '')}">Voir la facture ${escape(invoice.number ?? '')}</a></td></tr>`,
    )
    parts.push(
      `<section aria-labelledby="invoices"><h2 id="invoices">Historique des factures</h2>${
        rows.length === 0
          ? '<p>Aucune facture.</p>'
          : `<table><thead><tr><th scope="col">Date</th><th scope="col">Montant</th><th scope="col">Statut</th><th scope="col">Facture</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      }</section>`,
    )
  }
  if (session.return_url) parts.push(`<p><a href="${escape(session.return_url)}">Retour au site</a></p>`)
  return page('Gérer votre abonnement', parts.join('\n'), status)
}

/** After an action: the flow's `return_url` when it asks for a redirect, else the portal with a notice. */
function done(context: Context, what: string): Reply {
  const redirectTo =
    context.session.flow?.after_completion.type === 'redirect' ? context.session.flow.after_completion.redirect?.return_url : undefined
  return redirect(redirectTo ?? `${context.session.url}?done=${what}`)
}

function act(context: Context, action: string, values: Record<string, string>): Reply {
  const { standIn, configuration, customer, now } = context
  if (action === 'payment-method' && configuration.features.payment_method_update.enabled) {
    const card = readCard(values, now)
    if (isFieldError(card)) return render(context, undefined, card, values, 400)
    const method = createPaymentMethod(standIn, card, { name: values['card-name']?.trim() || null, email: customer.email }, now)
    const decline = attach(standIn, method, customer.id, now)
    if (decline) return render(context, undefined, { field: 'card-number', message: decline.french }, values, 402)
    standIn.events.update(
      'customer.updated',
      customer,
      now,
      (changed) => void (changed.invoice_settings = { ...changed.invoice_settings, default_payment_method: method.id }),
    )
    for (const subscription of subscriptionsOf(context).filter((candidate) => candidate.default_payment_method)) {
      standIn.events.update(
        'customer.subscription.updated',
        subscription,
        now,
        (changed) => void (changed.default_payment_method = method.id),
      )
    }
    return done(context, 'card')
  }
  const subscription = subscriptionsOf(context).find((candidate) => candidate.id === values.subscription)
  if (!subscription) return render(context, undefined, { field: '', message: "Cet abonnement n'existe pas ou a pris fin." }, {}, 404)
  const cancel = configuration.features.subscription_cancel
  if (action === 'cancel' && cancel.enabled) {
    if (cancel.mode === 'immediately') endSubscription(standIn, subscription, now, 'cancellation_requested')
    else {
      standIn.events.update('customer.subscription.updated', subscription, now, (changed) =>
        Object.assign(changed, {
          cancel_at_period_end: true,
          cancel_at: periodOf(changed).end,
          canceled_at: now,
          cancellation_details: { ...changed.cancellation_details, reason: 'cancellation_requested' },
        }),
      )
    }
    return done(context, 'cancel')
  }
  if (action === 'renew' && cancel.enabled) {
    standIn.events.update('customer.subscription.updated', subscription, now, (changed) =>
      Object.assign(changed, {
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        cancellation_details: { ...changed.cancellation_details, reason: null },
      }),
    )
    return done(context, 'renew')
  }
  const update = configuration.features.subscription_update
  const allowed = (update.products ?? []).some((entry) => entry.prices.includes(values.price ?? ''))
  const price = standIn.store.prices.get(values.price ?? '')
  const item = subscription.items.data[0]
  if (action === 'plan' && update.enabled && allowed && price?.active && item) {
    const behavior = PRORATIONS.find((known) => known === update.proration_behavior) ?? 'none'
    const invoice = standIn.events.update('customer.subscription.updated', subscription, now, (changed) =>
      changeItems(standIn, changed, [{ item, price, quantity: item.quantity ?? 1 }], behavior, now),
    )
    invoiceNow(standIn, invoice, now)
    return done(context, 'plan')
  }
  return render(context, undefined, { field: '', message: "Cette action n'est pas possible." }, {}, 400)
}

/** GET the portal, or POST one of its actions (`…/payment-method`, `…/plan`, `…/cancel`, `…/renew`). */
export function portalPage(
  standIn: StandIn,
  session: PortalSession,
  method: string,
  action: string | undefined,
  query: URLSearchParams,
  body: string,
): Reply {
  const configuration = standIn.store.portalConfigurations.get(String(session.configuration))
  const customer = standIn.store.customers.get(session.customer)
  if (!configuration || !customer) return page('Portail indisponible', '<h1>Portail indisponible</h1>', 404)
  const context: Context = { standIn, session, configuration, customer, now: nowFor(standIn, customer.id) }
  if (method !== 'POST' || !action) return render(context, DONE[query.get('done') ?? ''])
  const values = Object.fromEntries(new URLSearchParams(body))
  return standIn.events.during({ id: null, idempotency_key: null }, () => act(context, action, values))
}
