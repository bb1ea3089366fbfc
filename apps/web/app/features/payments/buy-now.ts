import { ApiError } from '~/lib/api-client';
import { startPayment, type AskShopper, type PaymentOutcome } from './pay-for-order';
import { paymentErrorText } from './payment-errors';
import { newIdempotencyKey, paymentsApi } from './payments-api';

/** How one Buy Now click ended. */
export type BuyNowResult =
  | PaymentOutcome
  /** The shopper closed the address dialog: no order was placed. */
  | { kind: 'cancelled' }
  /** The session ended meanwhile: sign in again. */
  | { kind: 'signed-out' }
  /** No order was placed (refused, or the service unreachable): `message` says why. */
  | { kind: 'error'; message: string };

/**
 * Buy Now (ADR 017): places a real order for one product (priced by the server, shipped to the
 * profile's address; the cart is never touched) and opens its payment at once. Without a
 * delivery address in the profile, `askAddress` collects and saves one (resolving false when
 * the shopper cancels) and the order is retried with the SAME idempotency key, so a click never
 * places two orders. Loaded on demand (dynamic import) so it stays off first page loads.
 */
export async function buyNow(
  input: { productId: number; quantity: number },
  askAddress: (missing: Record<string, string>) => Promise<boolean>,
  ask: AskShopper,
): Promise<BuyNowResult> {
  const key = newIdempotencyKey();
  for (;;) {
    let started;
    try {
      started = await paymentsApi.buyNow(input, key);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return { kind: 'signed-out' };
      if (err instanceof ApiError && err.code === 'address_required') {
        if (await askAddress(err.fields ?? {})) continue;
        return { kind: 'cancelled' };
      }
      return { kind: 'error', message: paymentErrorText(err) };
    }
    try {
      return await startPayment(started.payment, ask);
    } catch (err) {
      // The order exists (Pending): its confirmation says so, with Pay now.
      return { kind: 'not-paid', orderId: started.payment.orderId, error: paymentErrorText(err) };
    }
  }
}
