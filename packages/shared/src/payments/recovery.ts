import { PAY_NOW_PARAM } from '../orders/confirmation';

/*
 * Payment recovery (ADR 060): an order whose payment failed, or whose payment window was closed,
 * is marked Failed and stays payable until its window ends; the page offers Pay again and one
 * email brings the shopper back to it.
 */

/**
 * The pay link of an order: its page, opening the payment at once (with JavaScript) or showing
 * Pay again (without). Orders belong to accounts, so the page asks a signed-out visitor to sign
 * in and then returns there.
 */
export const payLinkPath = (orderId: string) =>
  `/orders/${encodeURIComponent(orderId)}?${PAY_NOW_PARAM}=now`;

/** What the order page says about a failed payment while the order can still be paid. */
export const PAYMENT_FAILED_TEXT =
  'Your payment did not go through, and nothing was charged. Your order and its items are kept for you until the time below: press Pay again to try once more, with the same or another method.';
