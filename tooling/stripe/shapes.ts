/**
 * The objects the stand-in keeps, typed by the official SDK's own declarations: each is the SDK's
 * type narrowed to the fields served (`Pick`), so a field the stand-in fills has exactly the name
 * and type the client library expects, and a field it leaves out is one the SDK's type lists and
 * this file does not (fields of products the club does not use: tax, shipping, Connect…).
 * Objects that refer to others hold their ids, as Stripe does until a request expands them.
 */
import type Stripe from 'stripe'

import type { JsonObject } from './json'

export type Metadata = Record<string, string>

export type Product = Pick<
  Stripe.Product,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'default_price'
  | 'description'
  | 'images'
  | 'livemode'
  | 'marketing_features'
  | 'metadata'
  | 'name'
> &
  Pick<Stripe.Product, 'package_dimensions' | 'shippable' | 'statement_descriptor' | 'tax_code' | 'type' | 'unit_label' | 'updated' | 'url'>

export type Price = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'custom_unit_amount'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'product'
  | 'recurring'
  | 'tax_behavior'
  | 'tiers_mode'
  | 'transform_quantity'
  | 'type'
  | 'unit_amount'
>

export type Customer = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'address'
  | 'balance'
  | 'created'
  | 'currency'
  | 'default_source'
  | 'delinquent'
  | 'description'
  | 'email'
  | 'invoice_prefix'
  | 'invoice_settings'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'next_invoice_sequence'
  | 'phone'
  | 'preferred_locales'
  | 'shipping'
  | 'tax_exempt'
  | 'test_clock'
>

type CardDetails = Pick<
  Stripe.PaymentMethod.Card,
  | 'brand'
  | 'checks'
  | 'country'
  | 'display_brand'
  | 'exp_month'
  | 'exp_year'
  | 'fingerprint'
  | 'funding'
  | 'generated_from'
  | 'last4'
  | 'networks'
> &
  Pick<Stripe.PaymentMethod.Card, 'regulated_status' | 'three_d_secure_usage' | 'wallet'>

export type PaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'allow_redisplay' | 'billing_details' | 'created' | 'customer' | 'livemode' | 'metadata' | 'type'
> & {
  card?: CardDetails
  sepa_debit?: Stripe.PaymentMethod.SepaDebit
}

export type LineItem = Pick<
  Stripe.LineItem,
  | 'id'
  | 'object'
  | 'adjustable_quantity'
  | 'amount_discount'
  | 'amount_subtotal'
  | 'amount_tax'
  | 'amount_total'
  | 'currency'
  | 'description'
  | 'metadata'
  | 'quantity'
> & { price: Price | null }

export type CheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'allow_promotion_codes'
  | 'allowed_payment_method_types'
  | 'amount_subtotal'
  | 'amount_total'
  | 'billing_address_collection'
  | 'cancel_url'
  | 'client_reference_id'
  | 'client_secret'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_creation'
  | 'customer_details'
  | 'customer_email'
  | 'discounts'
  | 'expires_at'
  | 'invoice'
  | 'livemode'
  | 'locale'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_link'
  | 'payment_method_collection'
  | 'payment_method_types'
  | 'payment_status'
  | 'recovered_from'
  | 'setup_intent'
  | 'status'
  | 'submit_type'
  | 'subscription'
  | 'success_url'
  | 'total_details'
  | 'ui_mode'
  | 'url'
>

export type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_end' | 'current_period_start' | 'discounts' | 'metadata' | 'quantity' | 'subscription'
> & { price: Price }

export type ApiList<T> = { object: 'list'; data: T[]; has_more: boolean; url: string }

export type Subscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'billing_cycle_anchor'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'days_until_due'
  | 'default_payment_method'
  | 'description'
  | 'discounts'
  | 'ended_at'
  | 'latest_invoice'
  | 'livemode'
  | 'metadata'
  | 'pause_collection'
  | 'start_date'
  | 'status'
  | 'test_clock'
  | 'trial_end'
  | 'trial_start'
> & { items: ApiList<SubscriptionItem> }

export type InvoiceLineItem = Pick<
  Stripe.InvoiceLineItem,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'description'
  | 'discount_amounts'
  | 'discountable'
  | 'discounts'
  | 'invoice'
  | 'livemode'
  | 'metadata'
  | 'parent'
  | 'period'
  | 'pricing'
  | 'quantity'
  | 'subscription'
  | 'subtotal'
>

export type Invoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'account_country'
  | 'account_name'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'auto_advance'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'customer_name'
  | 'default_payment_method'
  | 'description'
  | 'discounts'
  | 'due_date'
  | 'effective_at'
  | 'ending_balance'
  | 'hosted_invoice_url'
  | 'invoice_pdf'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'number'
  | 'parent'
  | 'period_end'
  | 'period_start'
  | 'starting_balance'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'test_clock'
  | 'total'
  | 'total_discount_amounts'
> & { lines: ApiList<InvoiceLineItem> }

export type InvoicePayment = Pick<
  Stripe.InvoicePayment,
  | 'id'
  | 'object'
  | 'amount_paid'
  | 'amount_requested'
  | 'created'
  | 'currency'
  | 'invoice'
  | 'is_default'
  | 'livemode'
  | 'payment'
  | 'status'
  | 'status_transitions'
>

export type PaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_capturable'
  | 'amount_received'
  | 'canceled_at'
  | 'cancellation_reason'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'processing'
  | 'receipt_email'
  | 'setup_future_usage'
  | 'statement_descriptor'
  | 'status'
> & { last_payment_error: PaymentError | null }

export type PaymentError = Pick<Stripe.PaymentIntent.LastPaymentError, 'code' | 'decline_code' | 'doc_url' | 'message' | 'type'> & {
  payment_method?: PaymentMethod
}

export type Charge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'balance_transaction'
  | 'billing_details'
  | 'captured'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'disputed'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'payment_intent'
  | 'payment_method'
  | 'receipt_url'
  | 'refunded'
  | 'status'
> & { outcome: Pick<Stripe.Charge.Outcome, 'network_status' | 'reason' | 'risk_level' | 'seller_message' | 'type'> }

export type Refund = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'balance_transaction'
  | 'charge'
  | 'created'
  | 'currency'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'receipt_number'
  | 'status'
>

export type BalanceTransaction = Pick<
  Stripe.BalanceTransaction,
  | 'id'
  | 'object'
  | 'amount'
  | 'available_on'
  | 'balance_type'
  | 'created'
  | 'currency'
  | 'description'
  | 'exchange_rate'
  | 'fee'
  | 'fee_details'
  | 'net'
  | 'reporting_category'
  | 'source'
  | 'status'
  | 'type'
>

export type Coupon = Pick<
  Stripe.Coupon,
  | 'id'
  | 'object'
  | 'amount_off'
  | 'created'
  | 'currency'
  | 'duration'
  | 'duration_in_months'
  | 'livemode'
  | 'max_redemptions'
  | 'metadata'
  | 'name'
  | 'percent_off'
  | 'redeem_by'
  | 'times_redeemed'
  | 'valid'
>

export type Discount = Pick<
  Stripe.Discount,
  | 'id'
  | 'object'
  | 'checkout_session'
  | 'customer'
  | 'end'
  | 'invoice'
  | 'invoice_item'
  | 'promotion_code'
  | 'source'
  | 'start'
  | 'subscription'
  | 'subscription_item'
>

export type SetupIntent = Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'client_secret'
  | 'created'
  | 'customer'
  | 'description'
  | 'livemode'
  | 'metadata'
  | 'payment_method'
  | 'payment_method_types'
  | 'status'
  | 'usage'
>

export type PortalFeatures = {
  invoice_history: Stripe.BillingPortal.Configuration.Features.InvoiceHistory
  payment_method_update: Pick<Stripe.BillingPortal.Configuration.Features.PaymentMethodUpdate, 'enabled'>
  subscription_cancel: Pick<Stripe.BillingPortal.Configuration.Features.SubscriptionCancel, 'enabled' | 'mode' | 'proration_behavior'>
  subscription_update: Pick<
    Stripe.BillingPortal.Configuration.Features.SubscriptionUpdate,
    'enabled' | 'default_allowed_updates' | 'proration_behavior'
  > & {
    products: Array<Pick<Stripe.BillingPortal.Configuration.Features.SubscriptionUpdate.Product, 'prices' | 'product'>> | null
  }
}

export type PortalConfiguration = Pick<
  Stripe.BillingPortal.Configuration,
  | 'id'
  | 'object'
  | 'active'
  | 'business_profile'
  | 'created'
  | 'default_return_url'
  | 'is_default'
  | 'livemode'
  | 'login_page'
  | 'metadata'
  | 'name'
  | 'updated'
> & { features: PortalFeatures }

export type PortalFlow = Pick<Stripe.BillingPortal.Session.Flow, 'type'> & {
  after_completion: Pick<Stripe.BillingPortal.Session.Flow.AfterCompletion, 'type' | 'redirect'>
  subscription_cancel: Pick<Stripe.BillingPortal.Session.Flow.SubscriptionCancel, 'subscription'> | null
  subscription_update: Stripe.BillingPortal.Session.Flow.SubscriptionUpdate | null
}

export type PortalSession = Pick<
  Stripe.BillingPortal.Session,
  'id' | 'object' | 'configuration' | 'created' | 'customer' | 'livemode' | 'locale' | 'on_behalf_of' | 'return_url' | 'url'
> & {
  flow: PortalFlow | null
}

export type TestClock = Pick<
  Stripe.TestHelpers.TestClock,
  'id' | 'object' | 'created' | 'deletes_after' | 'frozen_time' | 'livemode' | 'name' | 'status'
>

/** An event as Stripe sends it; `data.object` is the object as it was when the event happened. */
export type StripeEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: JsonObject; previous_attributes?: JsonObject }
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: Stripe.Event.Type
}
