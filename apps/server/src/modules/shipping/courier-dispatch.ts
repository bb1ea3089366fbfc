import { DISPATCH_MESSAGES } from '@shop/shared/admin/dispatch';
import {
  COURIER_DISPATCH_MESSAGES,
  courierDispatchSchema,
  type CourierDispatchInput,
  type QueueRates,
} from '@shop/shared/shipping/courier-dispatch';
import type { Database } from '../../db/database';
import { DomainError, InvalidInputError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import { insertAudit, type Actor } from '../admin/audit/repository';
import { ewayBillsMissing } from '../eway-bills';
import type { OrderLifecycle } from '../orders/lifecycle';
import * as orders from '../orders/repository';
import { notReadyReason, readyToShipAmong } from '../orders/to-ship';
import type { ShipmentBooking } from './booking';
import type { CourierProvider } from './provider';
import * as repo from './repository';

/**
 * Dispatch through the courier provider (ADR 101): the orders ticked in the to-ship queue are
 * checked as a typed dispatch checks them (ready to ship, e-way bill recorded where one is
 * needed, ADR 097) before any courier is booked; then each is booked (order, AWB, pickup; a
 * booking resumes and never repeats, ADR 099), the provider makes their labels, and all of them
 * ship at once with the courier and AWB the provider gave: all or none.
 */
export class CourierDispatch {
  constructor(
    private readonly db: Database,
    private readonly booking: ShipmentBooking,
    private readonly lifecycle: OrderLifecycle,
    private readonly provider: CourierProvider,
  ) {}

  /** Whether dispatch books through the provider (false: staff type courier and AWB). */
  get books(): boolean {
    return this.provider.books;
  }

  /** Each order's couriers and rates, or why it cannot be booked, for the queue. */
  async rates(orderIds: readonly string[]): Promise<Record<string, QueueRates>> {
    if (!this.provider.books) return {};
    const answers = await Promise.all(
      orderIds.map(async (orderId): Promise<[string, QueueRates]> => {
        try {
          const { serviceability: s } = await this.booking.rates(orderId);
          if (!s.serviceable) {
            return [orderId, { rates: [], recommendedCourierId: null, problem: s.reason }];
          }
          return [
            orderId,
            { rates: s.rates, recommendedCourierId: s.recommendedCourierId, problem: null },
          ];
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          return [orderId, { rates: [], recommendedCourierId: null, problem: err.message }];
        }
      }),
    );
    return Object.fromEntries(answers);
  }

  /** Books and ships the orders; answers their ids in the order given. */
  async dispatch(actor: Actor, input: CourierDispatchInput): Promise<string[]> {
    const rows = parseInput(courierDispatchSchema, input).orders;
    await this.check(rows.map((r) => r.orderId));
    const shipped: { orderId: string; carrier: string; trackingNumber: string }[] = [];
    for (const [i, row] of rows.entries()) {
      try {
        const booked = await this.booking.book(row.orderId, { courierId: row.courierId });
        shipped.push({
          orderId: row.orderId,
          carrier: booked.courierName ?? '',
          trackingNumber: booked.awb ?? '',
        });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        const message = COURIER_DISPATCH_MESSAGES.bookingFailed(row.orderId, err.message);
        throw new InvalidInputError(
          'booking_failed',
          `${COURIER_DISPATCH_MESSAGES.nothingShipped} ${message}`,
          { [`orders.${i}.orderId`]: message },
        );
      }
    }
    await this.labels(rows.map((r) => r.orderId));
    await this.lifecycle.shipAll(shipped, async (trx, moved) => {
      const now = new Date();
      for (const [i, { orderId, from }] of moved.entries()) {
        const details = {
          from,
          to: 'Shipped',
          carrier: shipped[i]!.carrier,
          trackingNumber: shipped[i]!.trackingNumber,
          provider: this.provider.name,
          dispatch: rows.length,
        };
        await insertAudit(
          trx,
          actor,
          { action: 'order.status', entity: 'order', entityId: orderId, details },
          now,
        );
      }
    });
    return rows.map((r) => r.orderId);
  }

  /** The typed dispatch's refusals, before a courier is booked for an order that cannot go. */
  private async check(orderIds: readonly string[]): Promise<void> {
    const ready = await readyToShipAmong(this.db, orderIds);
    const noEwayBill = await ewayBillsMissing(this.db, [...ready]);
    const problems: Record<string, string> = {};
    for (const [i, orderId] of orderIds.entries()) {
      const order = ready.has(orderId) ? null : await orders.findOrder(this.db, orderId);
      const problem = ready.has(orderId)
        ? noEwayBill.get(orderId)
        : order
          ? DISPATCH_MESSAGES.notToShip(orderId, notReadyReason(order))
          : DISPATCH_MESSAGES.notFound(orderId);
      if (problem) problems[`orders.${i}.orderId`] = problem;
    }
    const named = Object.values(problems);
    if (named.length > 0) {
      throw new InvalidInputError(
        'not_ready_to_ship',
        `${DISPATCH_MESSAGES.nothingDone} ${named.join(' ')}`,
        problems,
      );
    }
  }

  /** The provider's labels of these shipments, kept for staff; a failure leaves ours to print. */
  private async labels(orderIds: readonly string[]): Promise<void> {
    const refs = [];
    for (const orderId of orderIds) {
      const row = await repo.findShipment(this.db, orderId);
      if (row?.provider_shipment_id) {
        refs.push({ orderId, providerShipmentId: row.provider_shipment_id });
      }
    }
    const label = refs.length ? await this.provider.label(refs).catch(() => null) : null;
    if (!label) return;
    for (const ref of refs) {
      await repo.saveStep(this.db, ref.orderId, { label_url: label.url }, new Date());
    }
  }
}
