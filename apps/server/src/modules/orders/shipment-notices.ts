import { formatIst } from '@shop/shared/format/india-time';
import { translator } from '@shop/shared/i18n/translate';
import { SHOP } from '@shop/shared/shop/identity';
import type { Database } from '../../db/database';
import { composeEmail, type EmailContent } from '../email/layout';
import { languageOf, linkIn } from '../email/language';
import type { EmailService } from '../email/service';
import type { WhatsAppService } from '../whatsapp/service';
import { ewayBillLineOf } from '../eway-bills';
import type { DeliveryProblemLinks } from './delivery-problem-links';
import { contactLine, orderStatusEmail } from './emails';
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
    const lang = languageOf(order.language);
    const t = translator(lang);
    const orderId = order.order_id;
    const courierLine = shipped
      ? t('email.courier', { carrier: shipped.carrier!, tracking: shipped.tracking_number! })
      : '';
    if (event === 'out_for_delivery') {
      return composeEmail({
        lang,
        subject: t('email.status.outForDeliverySubject', { orderId, shop: SHOP.name }),
        greeting: t('email.hello', { name: order.customer_name }),
        paragraphs: [
          t('email.status.outForDelivery', { orderId }),
          ...(courierLine ? [courierLine] : []),
          contactLine(t),
        ],
        action: {
          label: t('email.trackOrder'),
          url: linkIn(lang, `${this.publicUrl}/track-order`),
        },
      });
    }
    const shipment = await trx
      .selectFrom('shipments')
      .select(['ndr_reason', 'ndr_at'])
      .where('order_id', '=', order.order_id)
      .executeTakeFirst();
    const failedAt = shipment?.ndr_at ?? new Date(0).toISOString();
    const time = formatIst(failedAt);
    return composeEmail({
      lang,
      subject: t('email.status.failedSubject', { orderId, shop: SHOP.name }),
      greeting: t('email.hello', { name: order.customer_name }),
      paragraphs: [
        shipment?.ndr_reason
          ? t('email.status.failedWithReason', { orderId, time, reason: shipment.ndr_reason })
          : t('email.status.failed', { orderId, time }),
        t('email.status.failedChoose'),
        ...(courierLine ? [courierLine] : []),
        contactLine(t),
      ],
      action: {
        label: t('email.status.failedAction'),
        url: linkIn(lang, await this.links.url(order.order_id, failedAt)),
      },
    });
  }
}
