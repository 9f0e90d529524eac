/**
 * The customer portal: `/v1/billing_portal/configurations` and `/v1/billing_portal/sessions`,
 * whose `url` is the stand-in's hosted portal page (pages/portalPage.ts). Real Stripe falls back
 * on a default configuration saved in its dashboard, which the stand-in has not: the first
 * configuration created here is the default.
 */
import { invalidRequest, resourceMissing } from '../errors'
import { newId, randomToken } from '../ids'
import { mergeMetadata, type Params } from '../params'
import type { PortalConfiguration, PortalFeatures, PortalFlow, PortalSession } from '../shapes'
import { nowFor, type StandIn } from '../state'
import { mustFind } from '../store'
import { list, only, retrieve, route } from './route'

const UPDATES = ['price', 'promotion_code', 'quantity'] as const
const PRORATIONS = ['always_invoice', 'create_prorations', 'none'] as const

function readFeatures(features: Params | undefined) {
  if (!features) return undefined
  const history = features.optionalObject('invoice_history')
  const methods = features.optionalObject('payment_method_update')
  const cancel = features.optionalObject('subscription_cancel')
  const update = features.optionalObject('subscription_update')
  const customerUpdate = features.optionalObject('customer_update')
  customerUpdate?.optionalBoolean('enabled')
  customerUpdate?.optionalStringArray('allowed_updates')
  return {
    invoiceHistory: history?.boolean('enabled'),
    paymentMethodUpdate: methods?.boolean('enabled'),
    cancel: cancel
      ? {
          enabled: cancel.boolean('enabled'),
          mode: cancel.optionalEnum('mode', ['at_period_end', 'immediately'] as const),
          proration: cancel.optionalEnum('proration_behavior', PRORATIONS),
        }
      : undefined,
    update: update
      ? {
          enabled: update.boolean('enabled'),
          allowed: update.optionalStringArray('default_allowed_updates')?.map((value, index) => {
            const known = UPDATES.find((allowed) => allowed === value)
            if (!known)
              throw invalidRequest(
                `Invalid features[subscription_update][default_allowed_updates][${index}]: must be one of ${UPDATES.join(', ')}`,
              )
            return known
          }),
          products: update
            .optionalArray('products')
            ?.map((product) => ({ product: product.string('product'), prices: product.optionalStringArray('prices') ?? [] })),
          proration: update.optionalEnum('proration_behavior', PRORATIONS),
        }
      : undefined,
  }
}

function readConfiguration(params: Params) {
  const profile = params.optionalObject('business_profile')
  const metadata = params.metadata()
  return {
    active: params.optionalBoolean('active'),
    headline: profile?.emptyableString('headline'),
    privacy: profile?.emptyableString('privacy_policy_url'),
    terms: profile?.emptyableString('terms_of_service_url'),
    defaultReturnUrl: params.emptyableString('default_return_url'),
    features: readFeatures(params.optionalObject('features')),
    metadata,
    name: params.emptyableString('name'),
  }
}

type ConfigurationInput = ReturnType<typeof readConfiguration>

const DEFAULT_FEATURES: PortalFeatures = {
  invoice_history: { enabled: false },
  payment_method_update: { enabled: false },
  subscription_cancel: { enabled: false, mode: 'at_period_end', proration_behavior: 'none' },
  subscription_update: { enabled: false, default_allowed_updates: [], products: null, proration_behavior: 'none' },
}

/** The features asked, over the current ones; the plans offered must be existing prices of their products. */
function applyFeatures(standIn: StandIn, current: PortalFeatures, asked: ConfigurationInput['features']): PortalFeatures {
  if (!asked) return current
  const update = asked.update
  for (const [index, entry] of (update?.products ?? []).entries()) {
    mustFind(standIn.store.products, 'product', entry.product, `features[subscription_update][products][${index}][product]`, 400)
    for (const priceId of entry.prices) {
      const price = mustFind(standIn.store.prices, 'price', priceId, `features[subscription_update][products][${index}][prices]`, 400)
      if (price.product !== entry.product)
        throw invalidRequest(`The price ${priceId} does not belong to the product ${entry.product}.`, {
          param: `features[subscription_update][products][${index}][prices]`,
        })
    }
  }
  const next: PortalFeatures = {
    invoice_history: { enabled: asked.invoiceHistory ?? current.invoice_history.enabled },
    payment_method_update: { enabled: asked.paymentMethodUpdate ?? current.payment_method_update.enabled },
    subscription_cancel: {
      enabled: asked.cancel?.enabled ?? current.subscription_cancel.enabled,
      mode: asked.cancel?.mode ?? current.subscription_cancel.mode,
      proration_behavior: asked.cancel?.proration ?? current.subscription_cancel.proration_behavior,
    },
    subscription_update: {
      enabled: update?.enabled ?? current.subscription_update.enabled,
      default_allowed_updates: update?.allowed ?? current.subscription_update.default_allowed_updates,
      products: update?.products ?? current.subscription_update.products,
      proration_behavior: update?.proration ?? current.subscription_update.proration_behavior,
    },
  }
  if (
    next.subscription_update.enabled &&
    (!next.subscription_update.products?.length || next.subscription_update.default_allowed_updates.length === 0)
  ) {
    throw invalidRequest('To enable subscription updates, you must specify `default_allowed_updates` and `products`.', {
      param: 'features[subscription_update]',
    })
  }
  return next
}

function createConfiguration(standIn: StandIn, input: ConfigurationInput): PortalConfiguration {
  if (!input.features) throw invalidRequest('Missing required param: features.', { param: 'features', code: 'parameter_missing' })
  const now = standIn.clock.now()
  const configuration: PortalConfiguration = {
    id: newId('bpc'),
    object: 'billing_portal.configuration',
    active: true,
    business_profile: {
      headline: input.headline ?? null,
      privacy_policy_url: input.privacy ?? null,
      terms_of_service_url: input.terms ?? null,
    },
    created: now,
    default_return_url: input.defaultReturnUrl ?? null,
    features: applyFeatures(standIn, DEFAULT_FEATURES, input.features),
    is_default: ![...standIn.store.portalConfigurations.values()].some((known) => known.is_default),
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: input.metadata || {},
    name: input.name ?? null,
    updated: now,
  }
  standIn.store.portalConfigurations.set(configuration.id, configuration)
  standIn.events.emit('billing_portal.configuration.created', configuration, now)
  return configuration
}

function updateConfiguration(standIn: StandIn, { id, input }: { id: string; input: ConfigurationInput }): PortalConfiguration {
  const configuration = mustFind(standIn.store.portalConfigurations, 'billing_portal.configuration', id)
  const features = applyFeatures(standIn, configuration.features, input.features)
  const now = standIn.clock.now()
  standIn.events.update('billing_portal.configuration.updated', configuration, now, (changed) => {
    if (input.active !== undefined) changed.active = input.active
    const profile = changed.business_profile
    changed.business_profile = {
      headline: input.headline === undefined ? profile.headline : input.headline,
      privacy_policy_url: input.privacy === undefined ? profile.privacy_policy_url : input.privacy,
      terms_of_service_url: input.terms === undefined ? profile.terms_of_service_url : input.terms,
    }
    if (input.defaultReturnUrl !== undefined) changed.default_return_url = input.defaultReturnUrl
    if (input.name !== undefined) changed.name = input.name
    changed.features = features
    changed.metadata = mergeMetadata(changed.metadata ?? {}, input.metadata)
    changed.updated = now
  })
  return configuration
}

const FLOWS = ['payment_method_update', 'subscription_cancel', 'subscription_update'] as const

function readSession(params: Params) {
  const flow = params.optionalObject('flow_data')
  const after = flow?.optionalObject('after_completion')
  return {
    customer: params.string('customer'),
    returnUrl: params.optionalString('return_url') ?? null,
    locale: params.optionalString('locale') ?? null,
    configuration: params.optionalString('configuration'),
    flow: flow
      ? {
          type: flow.enum('type', FLOWS),
          after: after
            ? {
                type: after.enum('type', ['hosted_confirmation', 'portal_homepage', 'redirect'] as const),
                returnUrl: after.optionalObject('redirect')?.string('return_url'),
              }
            : undefined,
          cancelSubscription: flow.optionalObject('subscription_cancel')?.string('subscription'),
          updateSubscription: flow.optionalObject('subscription_update')?.string('subscription'),
        }
      : undefined,
  }
}

function createSession(standIn: StandIn, input: ReturnType<typeof readSession>): PortalSession {
  const customer = mustFind(standIn.store.customers, 'customer', input.customer, 'customer', 400)
  const configuration = input.configuration
    ? mustFind(standIn.store.portalConfigurations, 'billing_portal.configuration', input.configuration, 'configuration', 400)
    : [...standIn.store.portalConfigurations.values()].find((known) => known.is_default)
  if (!configuration) {
    throw invalidRequest(
      'No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
    )
  }
  if (!configuration.active) throw invalidRequest('The configuration is not active.', { param: 'configuration' })
  let flow: PortalFlow | null = null
  if (input.flow) {
    const subscriptionId =
      input.flow.type === 'subscription_cancel'
        ? input.flow.cancelSubscription
        : input.flow.type === 'subscription_update'
          ? input.flow.updateSubscription
          : undefined
    if (input.flow.type !== 'payment_method_update') {
      const param = `flow_data[${input.flow.type}][subscription]`
      const subscription = subscriptionId ? standIn.store.subscriptions.get(subscriptionId) : undefined
      if (!subscriptionId || !subscription || subscription.customer !== customer.id)
        throw resourceMissing('subscription', subscriptionId ?? '', param, 400)
    }
    flow = {
      type: input.flow.type,
      after_completion: {
        type: input.flow.after?.type ?? 'portal_homepage',
        redirect: input.flow.after?.returnUrl ? { return_url: input.flow.after.returnUrl } : null,
      },
      subscription_cancel: input.flow.type === 'subscription_cancel' && subscriptionId ? { subscription: subscriptionId } : null,
      subscription_update: input.flow.type === 'subscription_update' && subscriptionId ? { subscription: subscriptionId } : null,
    }
  }
  const now = nowFor(standIn, customer.id)
  const id = `bps_${randomToken(24)}`
  const session: PortalSession = {
    id,
    object: 'billing_portal.session',
    configuration: configuration.id,
    created: now,
    customer: customer.id,
    flow,
    livemode: false,
    locale: input.locale,
    on_behalf_of: null,
    return_url: input.returnUrl ?? configuration.default_return_url,
    url: `${standIn.baseUrl}/p/session/${id}`,
  }
  standIn.store.portalSessions.set(id, session)
  standIn.events.emit('billing_portal.session.created', session, now)
  return session
}

export const portalRoutes = [
  route('POST', '/v1/billing_portal/configurations', readConfiguration, createConfiguration),
  route(
    'POST',
    '/v1/billing_portal/configurations/:id',
    (params, ids) => ({ id: only(ids), input: readConfiguration(params) }),
    updateConfiguration,
  ),
  retrieve('/v1/billing_portal/configurations/:id', 'billing_portal.configuration', (store) => store.portalConfigurations),
  list(
    '/v1/billing_portal/configurations',
    'billing_portal.configuration',
    (params) => ({ isDefault: params.optionalBoolean('is_default'), active: params.optionalBoolean('active') }),
    (standIn, input) =>
      [...standIn.store.portalConfigurations.values()].filter(
        (configuration) =>
          (input.isDefault === undefined || configuration.is_default === input.isDefault) &&
          (input.active === undefined || configuration.active === input.active),
      ),
  ),
  route('POST', '/v1/billing_portal/sessions', readSession, createSession),
]
