import type { SessionUser } from '@shop/shared/auth/user';
import type { ShopperPages } from '@shop/shared/ssr/page-context';
import type { FastifyInstance } from 'fastify';
import { unlessMissing } from './page-services';

/** What a signed-in shopper's pages call: their account, orders, returns, reviews and addresses. */
export function shopperPages(
  app: FastifyInstance,
  session: { user: SessionUser; sessionId: string; ip: string },
): ShopperPages {
  const { user, sessionId } = session;
  const userId = user.id;
  const buyer = { id: user.id, email: user.email };
  return {
    profile: () => app.account.profile(userId),
    updateProfile: (input) => app.account.updateProfile(userId, input),
    async changePassword(input) {
      const { endedSessions } = await app.auth.changePassword(user, sessionId, input, session.ip);
      return endedSessions;
    },
    signOutOtherSessions: () => app.auth.signOutOtherSessions(userId, sessionId),
    orders: () => app.orders.list(userId),
    order: (orderId) => unlessMissing(app.orders.detail(userId, orderId)),
    reorder: (orderId) => app.reorders.reorder(userId, orderId),
    returns: (orderId) => unlessMissing(app.returns.forCustomer(userId, orderId)),
    requestReturn: (orderId, input) => app.returns.request(userId, orderId, input),
    myReview: (productId) => app.reviews.mine(userId, productId),
    saveReview: (productId, input) => app.reviews.save(userId, productId, input),
    addresses: {
      list: () => app.addressBook.list(userId),
      get: (id) => unlessMissing(app.addressBook.get(userId, id)),
      add: (input) => app.addressBook.add(userId, input),
      update: (id, input) => app.addressBook.update(userId, id, input),
      makeDefault: (id) => app.addressBook.makeDefault(userId, id),
      remove: (id) => app.addressBook.remove(userId, id),
    },
    saveBusiness: (business) => app.account.saveBusiness(userId, business),
    placeOrder: async (key, input) => (await app.orders.place(user, key, input)).order,
    orderPlacedWith: (key) => app.orders.orderPlacedWith(userId, key),
    buyNow: async (key, input) => (await app.payments.buyNow.place(user, key, input)).order,
    async payDemo(orderId) {
      await app.payments.payments.demoConfirm(user, orderId);
    },
    quotes: {
      list: () => app.quotes.listMine(userId),
      get: (id) => unlessMissing(app.quotes.detailFor(userId, id)),
      request: (input) => app.quotes.request(buyer, input),
      accept: async (id, input) => (await app.quotes.accept(buyer, id, input)).orderId,
      decline: (id, input) => app.quotes.decline(buyer, id, input),
      message: (id, input) => app.quotes.buyerMessage(buyer, id, input),
      async proformaAvailable(orderId) {
        const order = await app.orders.detail(userId, orderId).catch(() => undefined);
        return order !== undefined && app.quoteDocuments.proformaAvailableFor(orderId);
      },
    },
  };
}
