import { TRACKING_LABELS, type TrackingKind } from '@shop/shared/shipping/tracking';
import type { Database } from '../../db/database';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { CourierProvider } from './provider';

/** One event a courier reported, in the shop's terms. */
export interface CourierReport {
  kind: TrackingKind;
  /** The courier's status words and its scan's words. */
  status: string;
  activity: string;
  location: string | null;
  /** UTC ISO time the courier says it happened. */
  at: string;
}

export type ReportSource = 'webhook' | 'poll';

/**
 * Tracking that moves the order (ADR 101): each courier event is kept once (by AWB, kind and
 * time, so the webhook and the poll reporting the same scan, or a webhook sent twice, change
 * nothing the second time) and acted on when new: out for delivery and a failed delivery tell
 * the customer; delivered moves the order to Delivered; returned to origin cancels it, restocks
 * its units and refunds a paid one.
 */
export class ShipmentTracking {
  constructor(
    private readonly db: Database,
    private readonly lifecycle: OrderLifecycle,
    private readonly provider: CourierProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Records a shipment's reports; `known` false when no shipment has this AWB. */
  async record(
    awb: string,
    reports: readonly CourierReport[],
    source: ReportSource,
  ): Promise<{ known: boolean; added: number }> {
    const shipment = await this.db
      .selectFrom('shipments')
      .select(['order_id', 'courier_name'])
      .where('awb', '=', awb)
      .executeTakeFirst();
    if (!shipment) return { known: false, added: 0 };
    let added = 0;
    const oldestFirst = [...reports].sort((a, b) => a.at.localeCompare(b.at));
    for (const report of oldestFirst) {
      const eventKey = `${awb}|${report.kind}|${report.at}`;
      const seen = await this.db
        .selectFrom('shipment_events')
        .select('id')
        .where('event_key', '=', eventKey)
        .executeTakeFirst();
      if (seen) continue;
      // Acted on before it is kept: an action that fails leaves the event to be tried again.
      await this.act(shipment.order_id, shipment.courier_name, awb, report);
      const inserted = await this.db
        .insertInto('shipment_events')
        .values({
          order_id: shipment.order_id,
          awb,
          event_key: eventKey,
          kind: report.kind,
          status: report.status.slice(0, 200),
          activity: report.activity.slice(0, 500),
          location: report.location?.slice(0, 200) ?? null,
          source,
          at: report.at,
          received_at: this.now().toISOString(),
        })
        .onConflict((oc) => oc.column('event_key').doNothing())
        .executeTakeFirst();
      added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    }
    return { known: true, added };
  }

  /** Asks the provider about every shipment on its way and records what it says. */
  async poll(): Promise<{ shipments: number; added: number }> {
    const onTheirWay = await this.db
      .selectFrom('shipments')
      .innerJoin('orders', 'orders.order_id', 'shipments.order_id')
      .select(['shipments.order_id', 'shipments.awb'])
      .where('orders.order_status', '=', 'Shipped')
      .where('shipments.awb', 'is not', null)
      .where('shipments.provider', '=', this.provider.name)
      .orderBy('shipments.order_id')
      .execute();
    let added = 0;
    for (const { order_id, awb } of onTheirWay) {
      const tracking = await this.provider.track(awb!, order_id).catch(() => null);
      if (!tracking) continue;
      const reports = tracking.events.map((e) => ({
        kind: e.kind,
        status: e.status,
        activity: e.activity,
        location: e.location,
        at: e.at,
      }));
      added += (await this.record(awb!, reports, 'poll')).added;
    }
    return { shipments: onTheirWay.length, added };
  }

  private async act(
    orderId: string,
    courier: string | null,
    awb: string,
    report: CourierReport,
  ): Promise<void> {
    if (report.kind !== 'other') {
      await this.db
        .updateTable('shipments')
        .set({ tracking: report.kind, updated_at: this.now().toISOString() })
        .where('order_id', '=', orderId)
        .execute();
    }
    const by = `${courier ?? 'The courier'} (AWB ${awb})`;
    switch (report.kind) {
      case 'delivered': {
        const order = await this.db
          .selectFrom('orders')
          .select('order_status')
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        if (order?.order_status !== 'Shipped') return;
        const note = `${TRACKING_LABELS.delivered} by ${by}.`;
        await this.lifecycle.changeStatus(orderId, 'Delivered', { note });
        return;
      }
      case 'out_for_delivery':
        return this.lifecycle.notices.notifyShipmentEvent(orderId, 'out_for_delivery');
      case 'delivery_failed':
        await this.db
          .updateTable('shipments')
          .set({
            ndr_reason: report.activity.slice(0, 200),
            ndr_at: report.at,
            ndr_answer: null,
            ndr_answer_date: null,
            ndr_answered_at: null,
            ndr_sent_at: null,
          })
          .where('order_id', '=', orderId)
          .execute();
        return this.lifecycle.notices.notifyShipmentEvent(orderId, 'delivery_failed');
      case 'rto_started':
        return this.lifecycle.noteReturnToOrigin(orderId, report.at);
      case 'rto_delivered':
        await this.lifecycle.noteReturnToOrigin(orderId, report.at);
        await this.lifecycle.returnedToOrigin(
          orderId,
          `${TRACKING_LABELS.rto_delivered}: ${by} brought the parcel back undelivered.`,
        );
        return;
      default:
        return;
    }
  }
}
