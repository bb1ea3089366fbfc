import { ADMIN_PAGE_SIZE } from '@shop/shared/admin/paging';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import type { ProductInput } from '@shop/shared/admin/products';
import type { ClearThrottle } from '@shop/shared/admin/throttles';
import type { Permission } from '@shop/shared/admin/permissions';
import { isStaff, type SessionUser, type StaffRole } from '@shop/shared/auth/user';
import type {
  CartActions,
  PageContext,
  ShopperPages,
  StaffPages,
  WishlistActions,
} from '@shop/shared/ssr/page-context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../lib/domain-errors';
import type { AccountService } from '../modules/account/service';
import type { AddressService } from '../modules/addresses/service';
import { findPin } from '../modules/pincodes/directory';
import { assertPermitted } from '../modules/admin/guard';
import type { BackOfficeServices } from '../modules/admin/plugin';
import type { UploadService } from '../modules/admin/uploads/service';
import { requestClient, withFallback } from '../modules/auth/route-parts';
import type { AuthService, SignedIn } from '../modules/auth/service';
import { clearSessionCookie, sessionToken, setSignInCookies } from '../modules/auth/session-cookie';
import { adoptGuest, cartReader, cartWriter } from '../modules/cart/cart-cookie';
import type { CartService } from '../modules/cart/service';
import type { CartReminders } from '../modules/cart-reminders/service';
import type { CatalogueService } from '../modules/catalogue/service';
import type { ContactService } from '../modules/contact/service';
import type { OrderService } from '../modules/orders/service';
import type { BuyNowService } from '../modules/payments/buy-now';
import type { PaymentsService } from '../modules/payments/service';
import type { ReviewService } from '../modules/reviews/service';
import type { WishlistService } from '../modules/wishlist/service';

export interface PageServiceDeps {
  publicUrl: string;
  /** Session cookies carry Secure when the shop is served over HTTPS. */
  secureCookies: boolean;
  catalogue: CatalogueService;
  auth: AuthService;
  account: AccountService;
  addresses: AddressService;
  carts: CartService;
  wishlists: WishlistService;
  orders: OrderService;
  payments: PaymentsService;
  buyNow: BuyNowService;
  contact: ContactService;
  reviews: ReviewService;
  cartReminders: CartReminders;
  backOffice: BackOfficeServices;
  uploads: UploadService;
}

/**
 * The services a page's loader and action call, bound to this request: the same ones
 * the API's routes call, so no rule is written twice. Cookies are set on the reply, which the page
 * handler sends with React Router's answer.
 */
export function pageServices(
  deps: PageServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Omit<PageContext, 'nonce'> {
  const { auth } = deps;
  /** Login and signup alike: the session cookie set, the guest's cart and wishlist adopted. */
  const signIn = async (
    fallback: { code: string; message: string },
    run: () => Promise<SignedIn>,
  ) => {
    const signedIn = await withFallback(request, fallback, run);
    setSignInCookies(reply, signedIn, deps.secureCookies);
    await adoptGuest(deps, signedIn.user.id, request, reply, deps.secureCookies);
    return signedIn.user;
  };
  return {
    publicUrl: deps.publicUrl,
    catalogue: deps.catalogue,
    reviews: deps.reviews,
    user: request.user,
    session: {
      login: (input) =>
        signIn({ code: 'login_failed', message: AUTH_ERRORS.loginFailed }, () =>
          auth.login(input, requestClient(request)),
        ),
      signup: (input) =>
        signIn({ code: 'signup_failed', message: AUTH_ERRORS.signupFailed }, () =>
          auth.signup(input, requestClient(request)),
        ),
      async logout() {
        await auth.logout(sessionToken(request));
        clearSessionCookie(reply, deps.secureCookies);
      },
      requestPasswordReset: (input) => auth.requestPasswordReset(input.email),
      resetPassword: (input) => auth.resetPassword(input),
    },
    cart: cartActions(deps, request, reply),
    wishlist: wishlistActions(deps, request, reply),
    visitor: {
      trackOrder: (input) => deps.orders.track(input, request.ip),
      sendMessage: (input) =>
        deps.contact.receive(input, { ip: request.ip, userAgent: request.headers['user-agent'] }),
      cartReminders: (token) => deps.cartReminders.subscription(token),
      unsubscribeCartReminders: (token) => deps.cartReminders.unsubscribe(token),
    },
    findPin,
    paymentMode: deps.payments.publicConfig().mode,
    shopper:
      request.user && request.sessionId
        ? shopperPages(deps, { user: request.user, sessionId: request.sessionId, ip: request.ip })
        : null,
    staff: isStaff(request.user) ? staffPages(deps, request.user) : null,
  };
}

/**
 * The back office's services for a page, as the API's routes call them. What only an owner may do
 * is checked here, before the service runs (the same rule as the routes' requirePermission, ADR
 * 070): a page's action answers a member of staff's direct post with the refusal's text.
 */
function staffPages(deps: PageServiceDeps, user: SessionUser & { role: StaffRole }): StaffPages {
  const { role } = user;
  const actor = { id: user.id, email: user.email, role };
  const { backOffice } = deps;
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
    eInvoices: {
      list: (query) => backOffice.eInvoices.list(query),
      import: (input) => backOffice.eInvoices.import(actor, input),
      dueSoon: () => backOffice.eInvoices.dueSoon(),
    },
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
        deps.uploads.store(actor, {
          buffer: Buffer.from(await file.arrayBuffer()),
          filename: file.name,
          mimetype: file.type,
        }),
    },
  };
}

/** What a lookup found, or undefined for the NotFoundError it threw (a page decides its 404). */
async function unlessMissing<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

function cartActions(
  deps: PageServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): CartActions {
  const { carts } = deps;
  const writer = () => cartWriter(request, reply, deps.secureCookies);
  return {
    async items() {
      const owner = cartReader(request);
      return owner ? carts.get(owner) : [];
    },
    add: (productId, quantity) => carts.add(writer(), productId, quantity),
    decrease: (productId) => carts.decrease(writer(), productId),
    remove: (productId) => carts.remove(writer(), productId),
    async clear() {
      const owner = cartReader(request);
      return owner ? carts.clear(owner) : [];
    },
  };
}

function wishlistActions(
  deps: PageServiceDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): WishlistActions {
  const { wishlists } = deps;
  const ids = (products: { id: number }[]) => products.map((p) => p.id);
  return {
    async ids() {
      const owner = cartReader(request);
      return owner ? wishlists.ids(owner) : [];
    },
    async products() {
      const owner = cartReader(request);
      return owner ? wishlists.products(owner) : [];
    },
    add: async (productId) =>
      ids(await wishlists.add(cartWriter(request, reply, deps.secureCookies), productId)),
    async remove(productId) {
      // A guest without a cookie has nothing saved: no cookie is made for a removal.
      if (!cartReader(request)) return [];
      return ids(await wishlists.remove(cartWriter(request, reply, deps.secureCookies), productId));
    },
  };
}

function shopperPages(
  deps: PageServiceDeps,
  session: { user: SessionUser; sessionId: string; ip: string },
): ShopperPages {
  const { user, sessionId } = session;
  const userId = user.id;
  return {
    profile: () => deps.account.profile(userId),
    updateProfile: (input) => deps.account.updateProfile(userId, input),
    async changePassword(input) {
      const { endedSessions } = await deps.auth.changePassword(user, sessionId, input, session.ip);
      return endedSessions;
    },
    signOutOtherSessions: () => deps.auth.signOutOtherSessions(userId, sessionId),
    orders: () => deps.orders.list(userId),
    order: (orderId) => unlessMissing(deps.orders.detail(userId, orderId)),
    returns: (orderId) => unlessMissing(deps.backOffice.returns.forCustomer(userId, orderId)),
    requestReturn: (orderId, input) => deps.backOffice.returns.request(userId, orderId, input),
    myReview: (productId) => deps.reviews.mine(userId, productId),
    saveReview: (productId, input) => deps.reviews.save(userId, productId, input),
    addresses: {
      list: () => deps.addresses.list(userId),
      get: (id) => unlessMissing(deps.addresses.get(userId, id)),
      add: (input) => deps.addresses.add(userId, input),
      update: (id, input) => deps.addresses.update(userId, id, input),
      makeDefault: (id) => deps.addresses.makeDefault(userId, id),
      remove: (id) => deps.addresses.remove(userId, id),
    },
    saveBusiness: (business) => deps.account.saveBusiness(userId, business),
    placeOrder: async (key, input) => (await deps.orders.place(user, key, input)).order,
    orderPlacedWith: (key) => deps.orders.orderPlacedWith(userId, key),
    buyNow: async (key, input) => (await deps.buyNow.place(user, key, input)).order,
    async payDemo(orderId) {
      await deps.payments.demoConfirm(user, orderId);
    },
  };
}
