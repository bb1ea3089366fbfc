import { TRACKING_LABELS } from '@shop/shared/shipping/tracking';
import { formatIst } from '@shop/shared/format/india-time';
import { SHOP } from '@shop/shared/shop/identity';
import type { Database } from '../../db/database';
import { composeEmail, type EmailContent } from '../email/layout';
import type { EmailService } from '../email/service';
import type { WhatsAppService } from '../whatsapp/service';
import { ewayBillLineOf } from '../eway-bills';
import type { DeliveryProblemLinks } from './delivery-problem-links';
import { orderStatusEmail } from './emails';
import * as repo from './repository';

/** What a customer is told about their parcel (ADR 101). */
export const SHIPMENT_NOTICES = [
  'shipped',
  'out_for_delivery',
  'delivery_failed',
  'delivered',
] as const;
export type ShipmentNotice = (typeof SHIPMENT_NOTICES)[number];

/**
 * The one place a customer hears about their parcel's journey: shipped, out for delivery, a
 * failed delivery (with the link to answer it) and delivered. It queues the email through the
 * outbox, in the caller's transaction when given one, and the WhatsApp message beside it.
 */
export class ShipmentNotices {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly links: DeliveryProblemLinks,
    private readonly whatsapp?: Pick<WhatsAppService, 'notify'>,
  ) {}

  async notifyShipmentEvent(
    orderId: string,
    event: ShipmentNotice,
    trx: Database = this.db,
  ): Promise<void> {
    const order = await repo.findOrder(trx, orderId);
    if (!order) return;
    const mail = await this.emailFor(trx, order, event);
    await this.email.send({ to: order.customer_email, ...mail }, trx);
    // WhatsApp only where the customer opted in and the channel is set up (ADR 103).
    const link =
      event === 'delivery_failed' ? await this.failedDeliveryLink(trx, orderId) : undefined;
    await this.whatsapp?.notify(orderId, event, link ? { link } : {}, trx);
  }

  private async failedDeliveryLink(trx: Database, orderId: string): Promise<string> {
    const shipment = await trx
      .selectFrom('shipments')
      .select('ndr_at')
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return this.links.url(orderId, shipment?.ndr_at ?? new Date(0).toISOString());
  }

  private async emailFor(
    trx: Database,
    order: repo.OrderRow,
    event: ShipmentNotice,
  ): Promise<EmailContent> {
    const events = await repo.findEvents(trx, order.order_id);
    const shipped = events.findLast((e) => e.carrier && e.tracking_number);
    const courier = shipped
      ? { carrier: shipped.carrier!, trackingNumber: shipped.tracking_number! }
      : {};
    if (event === 'shipped' || event === 'delivered') {
      const status = event === 'shipped' ? 'Shipped' : 'Delivered';
      const note = events.findLast((e) => e.status === status)?.note ?? undefined;
      const ewayBill = event === 'shipped' ? await ewayBillLineOf(trx, order.order_id) : null;
      return orderStatusEmail(order, status, { ...courier, note, ewayBill }, this.publicUrl);
    }
    const courierLine = shipped
      ? `Courier: ${shipped.carrier}\nTracking number: ${shipped.tracking_number}`
      : '';
    const contact = `Questions? Call us on ${SHOP.phone} (${SHOP.hours.label}) or reply to this email.`;
    if (event === 'out_for_delivery') {
      return composeEmail({
        subject: `Order ${order.order_id} is out for delivery — ${SHOP.name}`,
        greeting: `Hello ${order.customer_name},`,
        paragraphs: [
          `Your order ${order.order_id} is out for delivery today. Please keep your phone with you: the courier may call before arriving.`,
          ...(courierLine ? [courierLine] : []),
          contact,
        ],
        action: { label: 'Track your order', url: `${this.publicUrl}/track-order` },
      });
    }
    const shipment = await trx
      .selectFrom('shipments')
      .select(['ndr_reason', 'ndr_at'])
      .where('order_id', '=', order.order_id)
      .executeTakeFirst();
    const failedAt = shipment?.ndr_at ?? new Date(0).toISOString();
    return composeEmail({
      subject: `We could not deliver order ${order.order_id} — ${SHOP.name}`,
      greeting: `Hello ${order.customer_name},`,
      paragraphs: [
        `The courier tried to deliver your order ${order.order_id} on ${formatIst(failedAt)} and could not${shipment?.ndr_reason ? `: “${shipment.ndr_reason}”` : ''}.`,
        'Tell us what to do: try again, come on a date you choose, or cancel the order. No sign-in needed.',
        ...(courierLine ? [courierLine] : []),
        contact,
      ],
      action: {
        label: `${TRACKING_LABELS.delivery_failed}: choose what happens next`,
        url: await this.links.url(order.order_id, failedAt),
      },
    });
  }
}
