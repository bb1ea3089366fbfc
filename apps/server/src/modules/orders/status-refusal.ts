import { nextStatuses, type OrderStatus } from '@shop/shared/orders/lifecycle';
import type { OrderDetail } from '@shop/shared/orders/order';
import { ConflictError } from '../../lib/domain-errors';

export interface StatusChanged {
  order: OrderDetail;
  from: OrderStatus;
  to: OrderStatus;
}

/** A move the lifecycle does not allow, saying where the order can go instead. */
export function refusal(orderId: string, from: OrderStatus, to: OrderStatus): ConflictError {
  const next = nextStatuses(from);
  const message =
    from === to
      ? `Order ${orderId} is already ${from}.`
      : `Order ${orderId} is ${from} and cannot be moved to ${to}. ${
          next.length
            ? `From ${from} it can move to ${next.join(' or ')}.`
            : `${from} is a final status.`
        }`;
  return new ConflictError('status_not_allowed', message);
}
