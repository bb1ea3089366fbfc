import type { OrderDetail, OrderSummary } from '@shop/shared/orders/order';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '~/components/form/error-text';
import { api, ApiError } from '~/lib/api-client';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'not-found' }
  | { status: 'ready'; data: T };

/** The shopper's orders, newest first, read once the page runs in the browser. */
export function useOrders() {
  const [state, setState] = useState<Loaded<OrderSummary[]>>({ status: 'loading' });
  const load = useCallback(() => {
    api.orders().then(
      ({ orders }) =>
        setState({
          status: 'ready',
          data: [...orders].sort((a, b) => b.placedAt.localeCompare(a.placedAt)),
        }),
      (err: unknown) => setState({ status: 'failed', message: errorText(err) }),
    );
  }, []);
  useEffect(load, [load]);
  return { state, reload: load };
}

/** One of the shopper's orders; another shopper's order is simply not found. */
export function useOrder(orderId: string) {
  const [state, setState] = useState<Loaded<OrderDetail>>({ status: 'loading' });
  const load = useCallback(() => {
    api.order(orderId).then(
      ({ order }) => setState({ status: 'ready', data: order }),
      (err: unknown) =>
        setState(
          err instanceof ApiError && err.status === 404
            ? { status: 'not-found' }
            : { status: 'failed', message: errorText(err) },
        ),
    );
  }, [orderId]);
  useEffect(load, [load]);
  return { state, reload: load };
}
