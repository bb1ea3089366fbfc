import type { SessionUser } from '@shop/shared/auth/user';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import type { OrderDetail, OrderSummary, OrderTracking } from '@shop/shared/orders/order';
import { COD_METHOD, type PlaceOrderInput } from '@shop/shared/orders/place-order';
import type { TrackOrderInput } from '@shop/shared/orders/track-order';
import {
  isOverOrderLimit,
  ORDER_LIMIT_MESSAGE,
  ORDER_TOO_LARGE,
} from '@shop/shared/pricing/order-limit';
import type { Database } from '../../db/database';
import {
  ConflictError,
  IdempotencyMismatchError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from '../../lib/domain-errors';
import { countOrderPlaced } from '../../lib/shop-metrics';
import { findCartForUpdate, saveCart } from '../cart/repository';
import type { EmailService } from '../email/service';
import { checkCodLimits } from './cod-rules';
import { transferReference, type OrderSource } from '@shop/shared/payments/bank-transfer';
import { bankTransferPayBy, checkCashOnDelivery, deliveryPromise } from './delivery-choice';
import type { BankTransferConfig } from '../bank-transfers/config';
import { bankTransferDetails } from '../bank-transfers/details';
import { orderConfirmationEmail } from './emails';
import { requestHash } from './idempotency';
import { claimKey, findKey, recordKeyResult } from './idempotency-repository';
import { buildOrderRecord, type SoldLine } from './order-record';
import { withCourierEvents } from './courier-events';
import * as repo from './repository';
import { customerMover, recordMovements } from '../stock/movements';
import { refreshCatalogueIfShown, stockOf, takeStock } from './stock-repository';
import { takeHit, type RatePolicies } from '../rate-limit/limiter';
import { checkPinState } from '../pincodes/check';
import { toDetail, toSummary, toTracking } from './views';
import { billingAddressFor } from './billing-address';

/** Orders shown in the history; older ones stay stored. */
export const ORDER_HISTORY_LIMIT = 100;

export interface PlacedOrder {
  order: OrderDetail;
  /** 201 for a new order; a retry with the same key answers what the first request did. */
  statusCode: number;
  replayed: boolean;
}

export class TooManyTrackRequestsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super('too_many_requests', ORDER_ERRORS.tooManyTrackRequests, retryAfterSeconds);
  }
}

const trackNotFound = () => new NotFoundError(ORDER_ERRORS.trackNotFound);
const orderNotFound = () => new NotFoundError(ORDER_ERRORS.orderNotFound);

/** What placing an order needs from Cash on Delivery confirmation and WhatsApp (ADR 102, 103). */
export interface PlacingHooks {
  /** Returned COD parcels that end a customer's Cash on Delivery; 0 never. */
  codRtoLimit: number;
  /** The COD fee before GST in paise (COD_FEE), charged on a Cash on Delivery order. */
  codFeePaise: number;
  /** The one-tap confirmation link of a COD order and its deadline, for the confirmation email. */
  codLink(
    order: { order_id: string; created_at: string },
    trx: Database,
  ): Promise<{ url: string; confirmBy: Date }>;
  /** Tells the customer on WhatsApp, once the order is committed. */
  placed(orderId: string, cod: boolean): Promise<void>;
}

/** Placing orders, the shopper's order history and tracking for guests. */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly hooks: PlacingHooks,
    private readonly bankTransfer: BankTransferConfig,
    private readonly policies: RatePolicies,
  ) {}

  /**
   * Places an order priced entirely from the database, in one transaction: claims the
   * idempotency key, takes the stock with conditional updates, stores the order, its lines and
   * first status, queues the confirmation email and removes the ordered products from the saved
   * cart (unless `keepSavedCart`: Buy Now orders one product without touching the cart). An
   * order whose payable total passes MAX_ORDER_TOTAL_PAISE is refused (InvalidInputError
   * 'order_too_large') and changes nothing. A retry
   * with the same key and body answers the same order; with another body, an
   * IdempotencyMismatchError. Bank transfer is refused below BANK_TRANSFER_MIN unless
   * `source` is 'quotation' (an accepted quotation's order, ADR 106).
   */
  async place(
    user: SessionUser,
    key: string,
    input: PlaceOrderInput,
    options: { keepSavedCart?: boolean; source?: OrderSource } = {},
  ): Promise<PlacedOrder> {
    // A known PIN code in another state than the one given is refused (ADR 053).
    checkPinState(input.shipping, 'shipping.pincode');
    const hash = requestHash(input);
    const now = new Date();
    const billing = input.business
      ? await billingAddressFor(this.db, user.id, input.business.gstin)
      : null;
    const outcome = await this.db.transaction().execute(async (trx) => {
      if (!(await claimKey(trx, user.id, key, hash, now))) {
        const existing = await findKey(trx, user.id, key);
        if (existing?.request_hash !== hash) {
          throw new IdempotencyMismatchError(
            'idempotency_key_reused',
            ORDER_ERRORS.idempotencyKeyReused,
          );
        }
        // The key and its order are committed together, so a visible key has its order.
        return { orderId: existing.order_id!, statusCode: existing.status_code ?? 201, new: false };
      }
      const deliverBy = deliveryPromise(input, now);
      const sold = await this.takeStock(trx, input);
      const record = buildOrderRecord(input, sold, user.id, now, deliverBy, this.hooks.codFeePaise);
      record.order.billing_address = billing;
      // Priced from the rows just locked; the refusal rolls back the stock taken and the key.
      if (isOverOrderLimit(record.order.total_amount)) {
        throw new InvalidInputError(ORDER_TOO_LARGE, ORDER_LIMIT_MESSAGE);
      }
      checkCashOnDelivery(input, record.order);
      await checkCodLimits(trx, input, record.order, this.hooks.codRtoLimit);
      const source = options.source ?? 'checkout';
      const payBy = bankTransferPayBy(input, record.order, this.bankTransfer, source, now);
      const orderId = await repo.insertOrder(
        trx,
        { ...record.order, pay_by: payBy },
        now.getTime(),
      );
      if (payBy) await repo.setTransferReference(trx, orderId, transferReference(orderId));
      await repo.insertLines(
        trx,
        record.lines.map((l) => ({ ...l, order_id: orderId })),
      );
      await recordMovements(
        trx,
        sold.map((l) => ({
          productId: l.product.id,
          change: -l.quantity,
          stockAfter: l.product.stock,
        })),
        { reason: 'order', orderId, by: customerMover(user) },
        now,
      );
      await repo.insertEvent(trx, {
        order_id: orderId,
        status: 'Placed',
        note: null,
        carrier: null,
        tracking_number: null,
        at: now.toISOString(),
      });
      await recordKeyResult(trx, user.id, key, orderId, 201);
      const row = (await repo.findOrder(trx, orderId))!;
      const lines = await repo.findLines(trx, orderId);
      const cod = row.payment_method === COD_METHOD;
      const codLink = cod ? await this.hooks.codLink(row, trx) : undefined;
      const mail = orderConfirmationEmail(
        row,
        lines,
        this.publicUrl,
        this.bankTransfer.account,
        codLink,
      );
      await this.email.send({ to: row.customer_email, ...mail }, trx);
      if (!options.keepSavedCart) await this.removeFromSavedCart(trx, user.id, input, now);
      await refreshCatalogueIfShown(
        trx,
        sold.map((l) => l.product.stock),
      );
      return { orderId, statusCode: 201, new: true };
    });
    if (outcome.new) {
      countOrderPlaced();
      this.email.wake();
      await this.hooks.placed(outcome.orderId, input.paymentMethod === 'cod');
    }
    const order = await this.detail(user.id, outcome.orderId);
    return { order, statusCode: outcome.statusCode, replayed: !outcome.new };
  }

  /**
   * The order a user's idempotency key already placed, if any: a Place Order posted again (a
   * double click, the page sent again from history) lands on that order instead of ordering twice.
   */
  async orderPlacedWith(userId: number, key: string): Promise<string | undefined> {
    const row = await findKey(this.db, userId, key);
    return row?.order_id ?? undefined;
  }

  /** The user's orders, newest first. */
  async list(userId: number): Promise<OrderSummary[]> {
    return (await repo.listUserOrders(this.db, userId, ORDER_HISTORY_LIMIT)).map(toSummary);
  }

  /** One of the user's orders with lines and timeline; someone else's is not found, the same way. */
  async detail(userId: number, orderId: string): Promise<OrderDetail> {
    const row = await repo.findOrder(this.db, orderId);
    if (!row || row.user_id !== userId) throw orderNotFound();
    const [lines, events] = await Promise.all([
      repo.findLines(this.db, orderId),
      repo.findEvents(this.db, orderId),
    ]);
    const bankTransfer = await bankTransferDetails(this.db, row, this.bankTransfer.account);
    const detail = toDetail(row, lines, events, bankTransfer);
    return { ...detail, shipment: await withCourierEvents(this.db, orderId, detail.shipment) };
  }

  /**
   * The status timeline for whoever knows the order id and its email or mobile number. A wrong
   * pair and a missing order answer alike; lookups are limited per IP address.
   */
  async track(input: TrackOrderInput, ip: string): Promise<OrderTracking> {
    const allowance = await takeHit(this.db, 'trackOrder', ip, new Date(), this.policies);
    if (!allowance.allowed) throw new TooManyTrackRequestsError(allowance.retryAfterSeconds);
    const row = await repo.findOrder(this.db, input.orderId);
    const contact = input.contact;
    const matches =
      row &&
      (contact.kind === 'email'
        ? row.customer_email === contact.value
        : row.customer_phone === contact.value);
    if (!matches) throw trackNotFound();
    const tracking = toTracking(row, await repo.findEvents(this.db, row.order_id));
    const shipment = await withCourierEvents(this.db, row.order_id, tracking.shipment);
    return { ...tracking, shipment };
  }

  /** Takes every line's units, in product id order so concurrent orders lock rows alike. */
  private async takeStock(trx: Database, input: PlaceOrderInput): Promise<SoldLine[]> {
    const byId = [...input.items.entries()].sort(([, a], [, b]) => a.productId - b.productId);
    const sold = new Map<number, SoldLine>();
    for (const [index, line] of byId) {
      const product = await takeStock(trx, line.productId, line.quantity);
      if (!product) throw await stockProblem(trx, index, line.productId);
      sold.set(line.productId, { product, quantity: line.quantity });
    }
    return input.items.map((l) => sold.get(l.productId)!);
  }

  private async removeFromSavedCart(
    trx: Database,
    userId: number,
    input: PlaceOrderInput,
    now: Date,
  ): Promise<void> {
    const ordered = new Set(input.items.map((l) => l.productId));
    const saved = await findCartForUpdate(trx, { userId });
    const rest = saved.filter((l) => !ordered.has(l.id));
    if (rest.length !== saved.length) await saveCart(trx, { userId }, rest, now);
  }
}

/** The refusal for a line whose units could not be taken, naming the product. */
async function stockProblem(
  trx: Database,
  index: number,
  productId: number,
): Promise<ConflictError> {
  const product = await stockOf(trx, productId);
  if (!product) {
    const message = ORDER_ERRORS.productUnavailable(productId);
    return new ConflictError('product_unavailable', message, {
      [`items.${index}.productId`]: message,
    });
  }
  if (product.stock <= 0) {
    const message = ORDER_ERRORS.outOfStock(product.name);
    return new ConflictError('out_of_stock', message, { [`items.${index}.quantity`]: message });
  }
  const message = ORDER_ERRORS.notEnoughStock(product.stock, product.name);
  return new ConflictError('not_enough_stock', message, { [`items.${index}.quantity`]: message });
}
