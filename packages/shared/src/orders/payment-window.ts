import { COD_METHOD } from './place-order';

/*
 * How long a placed order waits for its payment (ADR 022). Stock is taken when the order is
 * placed, so an order left unpaid would keep those units off sale; after the window it is
 * cancelled and the units go back on sale.
 */

export const PAYMENT_WINDOW_MINUTES = 30;

const WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

/**
 * Whether an order is still waiting for its online payment: placed, not moved on, not paid, and
 * not Cash on Delivery (paid to the courier on delivery, ADR 056: never cancelled for it).
 */
export function awaitsPayment(order: {
  status: string;
  paymentStatus: string;
  paymentMethod?: string;
}): boolean {
  return (
    order.status === 'Placed' &&
    order.paymentMethod?.toUpperCase() !== COD_METHOD &&
    (order.paymentStatus === 'Pending' || order.paymentStatus === 'Failed')
  );
}

/**
 * Whether the shopper may pay for an order at `now`: the one rule behind the Pay button, the
 * server's start of a payment and the unpaid-order sweep. It waits for its payment and its
 * window is still open (once it closes the sweep cancels the order). An order with its own
 * `payBy` (a bank transfer's days, ADR 106) keeps Pay now open until then.
 */
export function canPay(
  order: {
    status: string;
    paymentStatus: string;
    paymentMethod?: string;
    placedAt: string;
    payBy?: string | null;
  },
  now: Date,
): boolean {
  const until = order.payBy ?? payByTime(order.placedAt);
  return awaitsPayment(order) && now.getTime() < Date.parse(until);
}

/** The time (UTC ISO) by which an order placed at `placedAt` must be paid. */
export function payByTime(placedAt: string): string {
  return new Date(Date.parse(placedAt) + WINDOW_MS).toISOString();
}

/** Orders placed before this time (UTC ISO) and still unpaid at `now` have run out of time. */
export function paymentWindowStart(now: Date): string {
  return new Date(now.getTime() - WINDOW_MS).toISOString();
}

/** The note on the timeline and in the cancellation email. */
export const PAYMENT_WINDOW_EXPIRED_NOTE = `Cancelled automatically: the payment was not received within ${PAYMENT_WINDOW_MINUTES} minutes, so the items are back on sale. Nothing was charged. You are welcome to order again.`;
