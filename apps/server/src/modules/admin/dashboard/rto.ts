import type { RtoFigures, RtoRates } from '@shop/shared/admin/dashboard';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { Database } from '../../../db/database';

const none = (): RtoFigures => ({ dispatched: 0, returned: 0 });

/**
 * Return-to-origin rates (ADR 102) of orders placed since `since`: an order counts as dispatched
 * once it shipped (Shipped, Delivered, or returned: `rto_at` set by the courier's tracking), and
 * as returned when `rto_at` is set; COD against prepaid, overall and per delivery state.
 */
export async function rtoRates(db: Database, since: string): Promise<RtoRates> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'state',
      'payment_method',
      eb.fn.countAll<number>().as('dispatched'),
      eb.fn.count<number>('rto_at').as('returned'),
    ])
    .where('created_at', '>=', since)
    .where((eb) =>
      eb.or([eb('order_status', 'in', ['Shipped', 'Delivered']), eb('rto_at', 'is not', null)]),
    )
    .groupBy(['state', 'payment_method'])
    .execute();
  const total: RtoRates = { cod: none(), prepaid: none(), byState: [] };
  const states = new Map<string, RtoRates['byState'][number]>();
  for (const r of rows) {
    const kind = r.payment_method === COD_METHOD ? 'cod' : 'prepaid';
    const state = states.get(r.state) ?? { state: r.state, cod: none(), prepaid: none() };
    states.set(r.state, state);
    for (const f of [total[kind], state[kind]]) {
      f.dispatched += Number(r.dispatched);
      f.returned += Number(r.returned);
    }
  }
  const size = (s: RtoRates['byState'][number]) => s.cod.dispatched + s.prepaid.dispatched;
  total.byState = [...states.values()].sort(
    (a, b) => size(b) - size(a) || a.state.localeCompare(b.state),
  );
  return total;
}
