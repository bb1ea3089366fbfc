import { ADMIN_PAGE_SIZE } from '@shop/shared/admin/paging';
import type { SessionUser, StaffRole } from '@shop/shared/auth/user';
import type { StaffPages } from '@shop/shared/ssr/staff-pages';
import type { FastifyInstance } from 'fastify';
import { unlessMissing } from './page-services';

/**
 * The back office's services for a page, as the API's routes call them, with the signed-in member
 * of staff as the actor. What only an owner may do is checked by the service itself
 * (admin/permissions.ts), so a page's action responds to a member of staff's direct post with the
 * same 403 text as the API.
 */
export function staffPages(
  app: FastifyInstance,
  user: SessionUser & { role: StaffRole },
): StaffPages {
  const { role } = user;
  const actor = { id: user.id, email: user.email, role };
  const { backOffice } = app;
  return {
    role,
    staffAccounts: {
      list: () => backOffice.staff.list(actor),
      add: (input) => backOffice.staff.add(actor, input),
      changeRole: (id, to) => backOffice.staff.changeRole(actor, id, to),
      revoke: (id) => backOffice.staff.revoke(actor, id),
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
      books: app.courierDispatch.books,
      rates: (orderIds) => app.courierDispatch.rates(orderIds),
      dispatchWithCourier: (input) => app.courierDispatch.dispatch(actor, input),
    },
    bankTransfers: {
      record: (orderId, input) => app.bankTransfers.record(actor, orderId, input),
    },
    ewayBills: {
      forOrder: (orderId) => unlessMissing(backOffice.ewayBills.forOrder(orderId)),
      record: (orderId, input) => backOffice.ewayBills.record(actor, orderId, input),
      partA: (orderIds) => backOffice.ewayBills.partA(actor, orderIds),
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
      approve: (id, note) => backOffice.returnSteps.approve(actor, id, note),
      reject: (id, note) => backOffice.returnSteps.reject(actor, id, note),
      receive: (id) => backOffice.returnSteps.receive(actor, id),
      refund: (id, bankReference) => backOffice.returnSteps.refund(actor, id, bankReference),
      completeRefund: (id, reference) =>
        backOffice.returnSteps.completeRefund(actor, id, reference),
      resendRefund: (id) => backOffice.returnSteps.resendRefund(actor, id),
    },
    dashboard: () => backOffice.dashboard.figures(),
    webVitals: () => app.vitals.p75ByTemplate(),
    stockMovements: (productId, page) =>
      unlessMissing(backOffice.stock.movements(productId, { page, pageSize: ADMIN_PAGE_SIZE })),
    audit: (query) => backOffice.audit.list(query),
    gstSummary: (month) => backOffice.gst.summary(month),
    eInvoices: {
      list: (query) => app.eInvoices.list(query),
      import: (input) => app.eInvoices.import(actor, input),
      dueSoon: () => app.eInvoices.dueSoon(),
    },
    messages: {
      list: (query) => backOffice.messages.list(query),
      get: (id) => unlessMissing(backOffice.messages.get(id)),
      setRead: (id, read) => backOffice.messages.setRead(actor, id, read),
      reply: (id, body) => backOffice.messages.reply(actor, id, body),
    },
    quotes: {
      list: (query) => app.quotes.list(query),
      get: (id) => unlessMissing(app.quotes.detail(id)),
      send: (id, input) => app.quotes.send(actor, id, input),
      withdraw: (id, input) => app.quotes.withdraw(actor, id, input),
      message: (id, input) => app.quotes.staffMessage(actor, id, input),
    },
    throttles: {
      list: () => backOffice.throttles.list(),
      clear: (input) => backOffice.throttles.clear(actor, input),
    },
    codPincodes: {
      list: () => backOffice.codPincodes.list(),
      change: (input) => backOffice.codPincodes.change(actor, input),
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
      create: (input) => backOffice.products.create(actor, input),
      update: (id, input, read) => backOffice.products.update(actor, id, input, read),
      setHidden: (id, hidden) => backOffice.products.setHidden(actor, id, hidden),
      importCsv: (text, apply) => backOffice.products.importCsv(actor, text, apply),
      remove: (id) => backOffice.products.remove(actor, id),
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
