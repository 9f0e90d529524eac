/** Invoices: `/v1/invoices` (made by subscriptions; their pages are pages/invoicePages.ts). */
import { mustFind, readListParams } from '../store'
import { list, only, readRange, retrieve, route } from './route'

const STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const

export const invoiceRoutes = [
  retrieve('/v1/invoices/:id', 'invoice', (store) => store.invoices),
  route(
    'GET',
    '/v1/invoices/:id/lines',
    (params, ids) => ({ id: only(ids), limit: readListParams(params).limit }),
    (standIn, input) => {
      const lines = mustFind(standIn.store.invoices, 'invoice', input.id).lines.data
      return {
        object: 'list',
        data: lines.slice(0, input.limit),
        has_more: lines.length > input.limit,
        url: `/v1/invoices/${input.id}/lines`,
      }
    },
  ),
  list(
    '/v1/invoices',
    'invoice',
    (params) => ({
      customer: params.optionalString('customer'),
      subscription: params.optionalString('subscription'),
      status: params.optionalEnum('status', STATUSES),
      created: readRange(params, 'created'),
    }),
    (standIn, input) =>
      [...standIn.store.invoices.values()].filter(
        (invoice) =>
          (!input.customer || invoice.customer === input.customer) &&
          (!input.subscription || invoice.parent?.subscription_details?.subscription === input.subscription) &&
          (!input.status || invoice.status === input.status) &&
          (!input.created || input.created(invoice.created)),
      ),
  ),
]
