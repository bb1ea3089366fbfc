import { ADMIN_PAGE_SIZE } from '@shop/shared/admin/paging';
import type { ProductInput } from '@shop/shared/admin/products';
import type { ClearThrottle } from '@shop/shared/admin/throttles';
import type { Permission } from '@shop/shared/admin/permissions';
import type { SessionUser, StaffRole } from '@shop/shared/auth/user';
import type { StaffPages } from '@shop/shared/ssr/page-context';
import type { FastifyInstance } from 'fastify';
import { assertPermitted } from '../modules/admin/guard';
import { unlessMissing } from './page-services';

/**
 * The back office's services for a page, as the API's routes call them. What only an owner may do
 * is checked here, before the service runs (the same rule as the routes' requirePermission, ADR
 * 070): a page's action answers a member of staff's direct post with the refusal's text.
 */
export function staffPages(
  app: FastifyInstance,
  user: SessionUser & { role: StaffRole },
): StaffPages {
  const { role } = user;
  const actor = { id: user.id, email: user.email, role };
  const { backOffice } = app;
  /** Runs `work` only when the role may do it (403 ForbiddenError otherwise). */
  const allowed =
    <A extends unknown[], R>(permission: Permission, work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      assertPermitted(role, permission);
      return work(...args);
    };
  return {
    role,
    staffAccounts: {
      list: allowed('staff.manage', () => backOffice.staff.list()),
      add: allowed('staff.manage', (input) => backOffice.staff.add(actor, input)),
      changeRole: allowed('staff.manage', (id, to) => backOffice.staff.changeRole(actor, id, to)),
      revoke: allowed('staff.manage', (id) => backOffice.staff.revoke(actor, id)),
    },
    reviews: {
      moderation: (query) => backOffice.reviews.moderation(query),
      approve: (id) => backOffice.reviews.approve(actor, id),
      hide: (id, reason) => backOffice.reviews.hide(actor, id, reason),
      reply: (id, text) => backOffice.reviews.reply(actor, id, text),
    },
    dispatch: {
      queue: (query) => backOffice.dispatch.queue(query),
      dispatch: (input) => backOffice.dispatch.dispatch(actor, input),
      deliver: (orderId) => backOffice.dispatch.deliver(actor, orderId),
    },
    orders: {
      list: (query) => backOffice.orders.list(query),
      detail: (orderId) => unlessMissing(backOffice.orders.detail(orderId)),
      changeStatus: (orderId, change) => backOffice.orders.changeStatus(actor, orderId, change),
      cancel: (orderId, note) => backOffice.orders.cancel(actor, orderId, note),
    },
    returns: {
      list: (query) => backOffice.returns.list(query),
      forOrder: (orderId) => unlessMissing(backOffice.returns.forOrder(orderId)),
      approve: (id, note) => backOffice.returns.approve(actor, id, note),
      reject: (id, note) => backOffice.returns.reject(actor, id, note),
      receive: (id) => backOffice.returns.receive(actor, id),
      refund: allowed('refunds', (id: number, bankReference: string | undefined) =>
        backOffice.returns.refund(actor, id, bankReference),
      ),
      completeRefund: allowed('refunds', (id: number, reference: string) =>
        backOffice.returns.completeRefund(actor, id, reference),
      ),
      resendRefund: allowed('refunds', (id: number) => backOffice.returns.resendRefund(actor, id)),
    },
    dashboard: () => backOffice.dashboard.figures(),
    stockMovements: (productId, page) =>
      unlessMissing(backOffice.stock.movements(productId, { page, pageSize: ADMIN_PAGE_SIZE })),
    audit: (query) => backOffice.audit.list(query),
    gstSummary: (month) => backOffice.gst.summary(month),
    messages: {
      list: (query) => backOffice.messages.list(query),
      get: (id) => unlessMissing(backOffice.messages.get(id)),
      setRead: (id, read) => backOffice.messages.setRead(actor, id, read),
      reply: (id, body) => backOffice.messages.reply(actor, id, body),
    },
    throttles: {
      list: () => backOffice.throttles.list(),
      clear: allowed('throttles', (input: ClearThrottle) =>
        backOffice.throttles.clear(actor, input),
      ),
    },
    customers: {
      list: (query) => backOffice.customers.list(query),
      detail: (id) => unlessMissing(backOffice.customers.detail(id)),
      disable: (id) => backOffice.customers.disable(actor, id),
      enable: (id) => backOffice.customers.enable(actor, id),
    },
    products: {
      list: (query) => backOffice.products.list(query),
      get: (id) => unlessMissing(backOffice.products.get(id)),
      create: allowed('prices', (input: ProductInput) => backOffice.products.create(actor, input)),
      update: (id, input, read) => backOffice.products.update(actor, id, input, read),
      setHidden: (id, hidden) => backOffice.products.setHidden(actor, id, hidden),
      importCsv: (text, apply) => backOffice.products.importCsv(actor, text, apply),
      remove: allowed('prices', (id: number) => backOffice.products.remove(actor, id)),
    },
    uploads: {
      store: async (file) =>
        app.uploads.store(actor, {
          buffer: Buffer.from(await file.arrayBuffer()),
          filename: file.name,
          mimetype: file.type,
        }),
    },
  };
}
