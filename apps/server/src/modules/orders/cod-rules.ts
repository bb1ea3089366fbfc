import { COD_CONFIRM_MESSAGES } from '@shop/shared/payments/cod-confirmation';
import type { PlaceOrderInput } from '@shop/shared/orders/place-order';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../lib/domain-errors';
import { isCodOffFor, rtoCountOf } from './cod-repository';
import type { NewOrder } from './repository';

const refusal = (message: string) =>
  new InvalidInputError('cod_not_available', message, { paymentMethod: message });

/**
 * The seller's own limits on Cash on Delivery (ADR 102), beside the fixed ones of ADR 056: PIN
 * codes staff switched off, and customers whose parcels came back `rtoLimit` times or more
 * (0: never refused for that).
 */
export async function checkCodLimits(
  trx: Database,
  input: PlaceOrderInput,
  order: NewOrder,
  rtoLimit: number,
): Promise<void> {
  if (input.paymentMethod !== 'cod') return;
  if (await isCodOffFor(trx, order.pincode)) {
    throw refusal(COD_CONFIRM_MESSAGES.pincodeOff(order.pincode));
  }
  if (rtoLimit > 0 && (await rtoCountOf(trx, order.user_id, order.customer_phone)) >= rtoLimit) {
    throw refusal(COD_CONFIRM_MESSAGES.rtoLimit);
  }
}
