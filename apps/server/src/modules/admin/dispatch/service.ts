import {
  dispatchSchema,
  DISPATCH_MESSAGES,
  type DispatchInput,
  type ShipQueue,
  type ShipQueueItem,
  type ShipQueueQuery,
} from '@shop/shared/admin/dispatch';
import type { AdminOrderDetail } from '@shop/shared/admin/orders';
import type { Database } from '../../../db/database';
import { InvalidInputError } from '../../../lib/domain-errors';
import { parseInput } from '../../../lib/parse-input';
import { ewayBillLineOf, type EwayBillService } from '../../eway-bills';
import type { OrderLifecycle } from '../../orders/lifecycle';
import * as orders from '../../orders/repository';
import { insertAudit, type Actor } from '../audit/repository';
import { toPage } from '../paging';
import type { AdminOrderService } from '../orders/service';
import { renderDispatchPdf, type PrintableOrder } from './print';
import { ordersOnTheirWay, ordersToShip } from './repository';

export interface DispatchPrint {
  filename: string;
  pdf: Buffer;
}

/**
 * The to-ship queue and one-step dispatch (ADR 068): what to pack, shipping
 * several orders at once through the order lifecycle, their invoices and labels as one PDF, and
 * Delivered in one step.
 */
export class DispatchService {
  constructor(
    private readonly db: Database,
    private readonly lifecycle: OrderLifecycle,
    private readonly orders: AdminOrderService,
    private readonly ewayBills: EwayBillService,
  ) {}

  /** A page of orders to ship (the dashboard's rule) as the query asks, and those on their way. */
  async queue(query: ShipQueueQuery): Promise<ShipQueue> {
    const [toShip, shipped] = await Promise.all([
      ordersToShip(this.db, query),
      ordersOnTheirWay(this.db),
    ]);
    const page = toPage(toShip.items, toShip.total, query);
    const ids = [...page.items, ...shipped].map((o) => o.orderId);
    const eway = await this.ewayBills.forOrders(ids);
    const withEway = (o: ShipQueueItem): ShipQueueItem => ({
      ...o,
      ewayBill: eway.get(o.orderId) ?? null,
    });
    return {
      toShip: page.items.map(withEway),
      total: page.total,
      page: page.page,
      pageCount: page.pageCount,
      shipped: shipped.map(withEway),
    };
  }

  /**
   * Ships every order of the input with its courier and AWB number, all or none, in one
   * transaction with their audit entries. A bad row is refused (InvalidInputError naming it,
   * field `orders.<i>.…`) and nothing changes. Answers the ids shipped, in the order given.
   */
  async dispatch(actor: Actor, input: DispatchInput): Promise<string[]> {
    const { orders: rows } = parseInput(dispatchSchema, input);
    await this.lifecycle.shipAll(rows, async (trx, shipped) => {
      const now = new Date();
      for (const [i, { orderId, from }] of shipped.entries()) {
        const row = rows[i]!;
        await insertAudit(
          trx,
          actor,
          {
            action: 'order.status',
            entity: 'order',
            entityId: orderId,
            details: {
              from,
              to: 'Shipped',
              carrier: row.carrier,
              trackingNumber: row.trackingNumber,
              dispatch: rows.length,
            },
          },
          now,
        );
      }
    });
    return rows.map((r) => r.orderId);
  }

  /** Marks a shipped order Delivered (a Cash on Delivery one becomes Paid, ADR 056). */
  deliver(actor: Actor, orderId: string): Promise<AdminOrderDetail> {
    return this.orders.changeStatus(actor, orderId, { status: 'Delivered' });
  }

  /**
   * One PDF with each order's tax invoice and its shipping label, in the order given. Orders
   * unknown or without an invoice yet (not shipped) are refused by name, field `ids`.
   */
  async print(orderIds: readonly string[]): Promise<DispatchPrint> {
    const unique = [...new Set(orderIds)];
    const found: PrintableOrder[] = [];
    const problems: string[] = [];
    for (const orderId of unique) {
      const row = await orders.findOrder(this.db, orderId);
      if (!row) problems.push(DISPATCH_MESSAGES.notFound(orderId));
      else if (!row.invoice_number) problems.push(DISPATCH_MESSAGES.notPrintable(orderId));
      else {
        const [lines, events] = await Promise.all([
          orders.findLines(this.db, orderId),
          orders.findEvents(this.db, orderId),
        ]);
        found.push({ row, lines, events, ewayBill: await ewayBillLineOf(this.db, orderId) });
      }
    }
    if (problems.length > 0) {
      const message = problems.join(' ');
      throw new InvalidInputError('not_printable', message, { ids: message });
    }
    const name = unique.length === 1 ? unique[0]! : `${unique.length}-orders`;
    return { filename: `invoices-and-labels-${name}.pdf`, pdf: await renderDispatchPdf(found) };
  }
}
