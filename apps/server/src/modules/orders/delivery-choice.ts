import { promisedDelivery } from '@shop/shared/delivery/delivery-quote';
import { codRefusal } from '@shop/shared/payments/cod';
import {
  BANK_TRANSFER_MESSAGES,
  bankTransferAllowed,
  type OrderSource,
} from '@shop/shared/payments/bank-transfer';
import type { PlaceOrderInput } from '@shop/shared/orders/place-order';
import { InvalidInputError } from '../../lib/domain-errors';
import type { NewOrder } from './repository';

/*
 * The server's word on how an order is delivered and paid (ADR 055, 056): the option chosen
 * must be open to the delivery PIN code at the moment the order is placed, and Cash on Delivery
 * must be allowed for the PIN code and the priced total. The browser's view is never trusted:
 * a same-day option shown at 11:59 is refused at 12:00.
 */

/** The India date the order is promised by, or a refusal naming the delivery option. */
export function deliveryPromise(input: PlaceOrderInput, now: Date): string {
  const promise = promisedDelivery(input.shipping.pincode, input.deliveryOption, now);
  if ('refusal' in promise) {
    throw new InvalidInputError('delivery_not_available', promise.refusal, {
      deliveryOption: promise.refusal,
    });
  }
  return promise.deliverBy;
}

/** Refuses Cash on Delivery where it is not offered or above its cap (fee included). */
export function checkCashOnDelivery(input: PlaceOrderInput, order: NewOrder): void {
  if (input.paymentMethod !== 'cod') return;
  const refusal = codRefusal(order.pincode, order.total_amount);
  if (refusal) {
    throw new InvalidInputError('cod_not_available', refusal, { paymentMethod: refusal });
  }
}

/** What placing an order needs of bank transfer's configuration (ADR 106). */
export interface BankTransferTerms {
  minPaise: number;
  days: number;
}

/**
 * Refuses bank transfer below the configured amount (unless the order comes from an accepted
 * quotation); for an order paid by transfer, answers the time it is cancelled if still unpaid.
 */
export function bankTransferPayBy(
  input: PlaceOrderInput,
  order: NewOrder,
  terms: BankTransferTerms,
  source: OrderSource,
  now: Date,
): string | null {
  if (input.paymentMethod !== 'bank_transfer') return null;
  if (!bankTransferAllowed({ totalPaise: order.total_amount, source }, terms.minPaise)) {
    const refusal = BANK_TRANSFER_MESSAGES.notAvailable(terms.minPaise);
    throw new InvalidInputError('bank_transfer_not_available', refusal, {
      paymentMethod: refusal,
    });
  }
  return new Date(now.getTime() + terms.days * 86_400_000).toISOString();
}
