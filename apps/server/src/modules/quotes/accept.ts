import { indiaDate } from '@shop/shared/format/india-time';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import type { PlaceOrderInput } from '@shop/shared/orders/place-order';
import {
  isOverOrderLimit,
  ORDER_LIMIT_MESSAGE,
  ORDER_TOO_LARGE,
} from '@shop/shared/pricing/order-limit';
import type { QuotePayment } from '@shop/shared/quotes/inputs';
import { QUOTE_ERRORS } from '@shop/shared/quotes/quote';
import { transferReference } from '@shop/shared/payments/bank-transfer';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError } from '../../lib/domain-errors';
import type { Actor } from '../admin/audit/repository';
import type { BankTransferConfig } from '../bank-transfers/config';
import type { EmailService } from '../email/service';
import { orderConfirmationEmail } from '../orders/emails';
import { bankTransferPayBy } from '../orders/delivery-choice';
import { buildOrderRecord, NO_COD_FEE, type SoldLine } from '../orders/order-record';
import * as orders from '../orders/repository';
import { refreshCatalogueIfShown, stockOf, takeStock } from '../orders/stock-repository';
import { customerMover, recordMovements } from '../stock/movements';
import * as repo from './repository';
import { totalsOf } from './views';

/**
 * Accepting a sent quote places its order in one transaction: the quote must still be sent, at
 * the version the buyer read and within its validity; each line's units are taken with the
 * conditional update every order uses (stock is checked now, not when quoted); the order is
 * priced from the quote alone — its lines at the quoted rupees and its delivery charge as quoted,
 * taxed as the tax invoice taxes them — never from the browser. Paid online, or by bank transfer
 * with its pay-by time and transfer reference set as a checkout order's are. Answers the order id.
 */
export async function placeQuotedOrder(
  trx: Database,
  email: EmailService,
  publicUrl: string,
  buyer: Actor & { id: number },
  quote: repo.QuoteRow,
  payment: QuotePayment,
  now: Date,
  bankTransfer: BankTransferConfig,
): Promise<string> {
  if (
    quote.status === 'expired' ||
    (quote.status === 'sent' && quote.valid_until! < indiaDate(now))
  ) {
    throw new ConflictError('quote_expired', QUOTE_ERRORS.expired);
  }
  if (quote.status !== 'sent') throw new ConflictError('quote_closed', QUOTE_ERRORS.notSent);
  const lines = await repo.findQuoteLines(trx, quote.id);
  const totals = totalsOf(quote, lines)!;
  const input: PlaceOrderInput = {
    items: lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    shipping: {
      name: quote.customer_name,
      email: quote.customer_email,
      phone: quote.customer_phone,
      address: quote.address,
      city: quote.city,
      state: quote.state,
      pincode: quote.pincode,
    },
    paymentMethod: payment === 'bank_transfer' ? 'bank_transfer' : 'upi',
    deliveryOption: 'standard',
    business:
      quote.business_name && quote.business_gstin
        ? { name: quote.business_name, gstin: quote.business_gstin }
        : undefined,
  };
  const sold: SoldLine[] = [];
  // In product id order, as every order takes stock, so concurrent orders lock rows alike.
  const byProduct = [...lines].sort((a, b) => a.product_id - b.product_id);
  const taken = new Map<number, SoldLine>();
  for (const line of byProduct) {
    const product = await takeStock(trx, line.product_id, line.quantity);
    if (!product) throw await stockRefusal(trx, line.product_id, line.name);
    // The quoted price replaces the catalogue's: the order is the quote's.
    taken.set(line.line_no, {
      product: { ...product, price: line.unit_price! },
      quantity: line.quantity,
    });
  }
  for (const line of lines) sold.push(taken.get(line.line_no)!);
  const record = buildOrderRecord(input, sold, buyer.id, now, indiaDate(now), NO_COD_FEE);
  const order = {
    ...record.order,
    shipping: totals.shippingPaise,
    shipping_tax: totals.shippingTaxPaise,
    charges_hsn: totals.chargesHsn,
    charges_tax_rate: totals.chargesRatePercent,
    tax: totals.taxPaise,
    total_amount: totals.totalPaise,
    po_number: quote.po_number,
    deliver_by: null,
  };
  if (order.subtotal !== totals.subtotalPaise) throw new Error('quoted subtotal differs');
  if (isOverOrderLimit(order.total_amount)) {
    throw new InvalidInputError(ORDER_TOO_LARGE, ORDER_LIMIT_MESSAGE);
  }
  // As at checkout, but a quotation's order may always be paid by transfer (ADR 106).
  const payBy = bankTransferPayBy(input, order, bankTransfer, 'quotation', now);
  const orderId = await orders.insertOrder(trx, { ...order, pay_by: payBy }, now.getTime());
  if (payBy) await orders.setTransferReference(trx, orderId, transferReference(orderId));
  await orders.insertLines(
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
    { reason: 'order', orderId, by: customerMover(buyer) },
    now,
  );
  await orders.insertEvent(trx, {
    order_id: orderId,
    status: 'Placed',
    note: `Placed from quotation ${quote.quote_number}`,
    carrier: null,
    tracking_number: null,
    at: now.toISOString(),
  });
  const row = (await orders.findOrder(trx, orderId))!;
  const lineRows = await orders.findLines(trx, orderId);
  const mail = orderConfirmationEmail(row, lineRows, publicUrl, bankTransfer.account);
  await email.send({ to: row.customer_email, ...mail }, trx);
  await refreshCatalogueIfShown(
    trx,
    sold.map((l) => l.product.stock),
  );
  return orderId;
}

async function stockRefusal(trx: Database, productId: number, name: string) {
  const product = await stockOf(trx, productId);
  if (!product || product.stock <= 0) {
    return new ConflictError('out_of_stock', ORDER_ERRORS.outOfStock(name));
  }
  return new ConflictError('not_enough_stock', ORDER_ERRORS.notEnoughStock(product.stock, name));
}
