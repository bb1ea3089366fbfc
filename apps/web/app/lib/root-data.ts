import type { PaymentMode } from '@shop/shared/payments/mode';
import { useRouteLoaderData } from 'react-router';

/** What the root loader answers that controls deep in a page need (root.tsx). */
interface RootData {
  paymentMode?: PaymentMode;
  buyNowKey?: string | null;
}

// useRouteLoaderData is typed unknown by route id; the root loader answers RootData's fields.
const useRootData = () => (useRouteLoaderData('root') ?? {}) as RootData;

/** Demo (nothing is charged, and the Pay button says so) or live Razorpay payments. */
export const usePaymentMode = (): PaymentMode => useRootData().paymentMode ?? 'demo';

/**
 * The signed-in shopper's idempotency key for this page's Buy Now forms (ADR 049), new with
 * every read of the root loader (after each post); null for a guest.
 */
export const useBuyNowKey = (): string | null => useRootData().buyNowKey ?? null;
