import { formatPaiseExact } from '@shop/shared/format/money';
import { whatsappLanguageFor, type WhatsAppEvent } from '@shop/shared/whatsapp/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { outboxQueue } from '../../lib/outbox-queue';
import { OutboxWorker, type DeliveryReport } from '../../lib/outbox-worker';
import { languageOf, linkIn } from '../email/language';
import { WhatsAppClient, WhatsAppError } from './client';
import type { WhatsAppConfig } from './config';
import * as repo from './repository';

/** What an event's message says beyond the order itself. */
export interface WhatsAppDetails {
  /** The COD confirmation link (cod_confirm). */
  link?: string;
  /** The courier and AWB (shipped); read from the order's Shipped event when not given. */
  courier?: string;
  trackingNumber?: string;
}

export type NotifyOutcome = 'queued' | 'already_queued' | 'off' | 'not_opted_in';

/**
 * WhatsApp order updates (ADR 103): `notify` queues one approved-template message per order and
 * event for a customer who opted in at checkout, and a worker sends the queue through the Cloud
 * API with the email outbox's retries (lib/outbox-worker.ts). Off unless configured.
 */
export class WhatsAppService {
  private readonly worker: OutboxWorker<repo.WhatsAppRow, string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: WhatsAppConfig,
    private readonly publicUrl: string,
    log: FastifyBaseLogger,
  ) {
    if (!config.enabled) return;
    const client = new WhatsAppClient(config);
    this.worker = new OutboxWorker(
      {
        name: 'whatsapp',
        ...outboxQueue(db, 'whatsapp_messages'),
        deliver: (row) =>
          client.sendTemplate({
            to: row.to_phone,
            template: row.template,
            language: row.language,
            // notify stores a JSON array of texts and nothing else writes the column.
            parameters: JSON.parse(row.parameters) as string[],
          }),
        markSent: (id, waId, now) => repo.markSent(db, id, waId, now),
        isPermanent: (err) => err instanceof WhatsAppError && err.permanent,
      },
      log,
    );
  }

  get enabled(): boolean {
    return this.config.enabled;
  }

  /**
   * Tells an order's customer about `event` on WhatsApp, if the channel is on and they opted in.
   * Idempotent: an event already queued for the order is not queued again.
   */
  async notify(
    orderId: string,
    event: WhatsAppEvent,
    details: WhatsAppDetails = {},
    db: Database = this.db,
  ): Promise<NotifyOutcome> {
    if (!this.config.enabled) return 'off';
    const order = await db
      .selectFrom('orders')
      .select([
        'order_id',
        'customer_name',
        'total_amount',
        'whatsapp_opt_in',
        'whatsapp_phone',
        'language',
      ])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!order?.whatsapp_opt_in || !order.whatsapp_phone) return 'not_opted_in';
    const parameters = await this.parametersFor(event, order, details, db);
    const queued = await repo.queueMessage(
      db,
      {
        orderId,
        event,
        toPhone: order.whatsapp_phone,
        template: this.config.templates[event],
        // The template in the language the order was placed in (ADR 107).
        language: whatsappLanguageFor(order.language),
        parameters,
      },
      new Date(),
    );
    if (queued) this.wake();
    return queued ? 'queued' : 'already_queued';
  }

  /** Sends every due message now (tests, and the worker's poll). */
  deliverPending(now?: () => Date): Promise<DeliveryReport> {
    return this.worker?.deliverPending(now) ?? Promise.resolve({ sent: 0, retrying: 0, failed: 0 });
  }

  start(): void {
    this.worker?.start();
  }

  async stop(): Promise<void> {
    await this.worker?.stop();
  }

  wake(): void {
    this.worker?.wake();
  }

  /** The body parameters of each event's template, in the order WHATSAPP_PARAMETERS lists. */
  private async parametersFor(
    event: WhatsAppEvent,
    order: { order_id: string; customer_name: string; total_amount: number; language: string },
    details: WhatsAppDetails,
    db: Database,
  ): Promise<string[]> {
    const who = [order.customer_name, order.order_id];
    const total = formatPaiseExact(order.total_amount);
    // Links open the pages in the template's language: /hi/… for a Hindi order (ADR 107).
    const page = (url: string) => linkIn(languageOf(order.language), url);
    const tracking = page(`${this.publicUrl}/track-order`);
    switch (event) {
      case 'placed':
        return [...who, total];
      case 'cod_confirm':
        return [...who, total, page(details.link ?? `${this.publicUrl}/orders`)];
      case 'shipped': {
        const shipped = details.courier ? details : await this.shipmentOf(order.order_id, db);
        return [...who, shipped.courier ?? '-', shipped.trackingNumber ?? '-'];
      }
      case 'out_for_delivery':
        return [...who, tracking];
      case 'delivery_failed':
        return [...who, details.link ? page(details.link) : tracking];
      case 'delivered':
        return who;
    }
  }

  private async shipmentOf(orderId: string, db: Database): Promise<WhatsAppDetails> {
    const row = await db
      .selectFrom('order_status_history')
      .select(['carrier', 'tracking_number'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'Shipped')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return {
      courier: row?.carrier ?? undefined,
      trackingNumber: row?.tracking_number ?? undefined,
    };
  }
}
