/** Every API route the stand-in serves, resource by resource. */
import { balanceRoutes } from './balance'
import { portalRoutes } from './billingPortal'
import { catalogRoutes } from './catalog'
import { checkoutRoutes } from './checkoutSessions'
import { couponRoutes } from './coupons'
import { customerRoutes } from './customers'
import { eventRoutes } from './events'
import { invoiceRoutes } from './invoices'
import { paymentRoutes } from './payments'
import type { Route } from './route'
import { subscriptionRoutes } from './subscriptions'
import { testClockRoutes } from './testClocks'

export const ROUTES: Route[] = [
  ...catalogRoutes,
  ...customerRoutes,
  ...checkoutRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...balanceRoutes,
  ...couponRoutes,
  ...portalRoutes,
  ...testClockRoutes,
  ...eventRoutes,
]

export { lineItemsOf } from './checkoutSessions'
