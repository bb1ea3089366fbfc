import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import type { PaymentOutcome } from './pay-for-order';

/** How the payment of a just-placed order went, in the spec's words. */
export type PaymentNotice = { tone: 'success' | 'pending' | 'error'; text: string };

/** The page's words for a payment outcome: paid, awaiting confirmation, or saved unpaid. */
export function paymentNotice(outcome: PaymentOutcome): PaymentNotice {
  if (outcome.kind === 'paid') return { tone: 'success', text: outcome.message };
  if (outcome.kind === 'verification-pending') return { tone: 'pending', text: outcome.message };
  return {
    tone: 'error',
    text: [outcome.error, PAYMENT_MESSAGES.dismissed].filter(Boolean).join('\n\n'),
  };
}

/** What the page that placed an order says about its payment, handed over with the address. */
export interface ConfirmationState {
  payment?: PaymentNotice;
}

/** Where a placed order's confirmation is shown: the top of the account's Orders tab (spec §4). */
export const confirmationPath = (orderId: string) =>
  `/account?tab=orders&placed=${encodeURIComponent(orderId)}`;
