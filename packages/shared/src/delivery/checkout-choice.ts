import { BANK_TRANSFER_MESSAGES, bankTransferAllowed } from '../payments/bank-transfer';
import { codRefusal } from '../payments/cod';
import { cartTotals, type PricedLine } from '../pricing/cart-totals';
import type { PaymentMethod } from '../orders/place-order';
import { promisedDelivery } from './delivery-quote';
import type { DeliveryOption } from './options';

export interface CheckoutChoice {
  pincode: string;
  deliveryOption: DeliveryOption;
  paymentMethod: PaymentMethod;
}

/**
 * Why the checkout's Payment step cannot take this delivery option, Cash on Delivery (its fee
 * being `codFeePaise`, COD_FEE) or bank transfer (below `bankTransferMinPaise`, ADR 106) for the
 * cart at `now`, naming the field; null when both are fine. The same rules the server applies
 * when the order is placed (ADR 055, 056), said early, next to the choice.
 */
export function checkoutChoiceRefusal(
  choice: CheckoutChoice,
  lines: readonly PricedLine[],
  now: Date,
  settings: { bankTransferMinPaise: number; codFeePaise: number },
): { field: 'deliveryOption' | 'paymentMethod'; message: string } | null {
  const promise = promisedDelivery(choice.pincode, choice.deliveryOption, now);
  if ('refusal' in promise) return { field: 'deliveryOption', message: promise.refusal };
  if (choice.paymentMethod === 'bank_transfer') {
    const { totalPaise } = cartTotals(lines, { delivery: choice.deliveryOption });
    if (bankTransferAllowed({ totalPaise }, settings.bankTransferMinPaise)) return null;
    return {
      field: 'paymentMethod',
      message: BANK_TRANSFER_MESSAGES.notAvailable(settings.bankTransferMinPaise),
    };
  }
  if (choice.paymentMethod !== 'cod') return null;
  const totals = cartTotals(lines, {
    delivery: choice.deliveryOption,
    codFeePaise: settings.codFeePaise,
  });
  const refusal = codRefusal(choice.pincode, totals.totalPaise);
  return refusal ? { field: 'paymentMethod', message: refusal } : null;
}
