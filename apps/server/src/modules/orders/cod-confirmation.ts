import {
  COD_CONFIRM_MESSAGES,
  codConfirmPath,
  type CodConfirmationView,
  type CodConfirmState,
} from '@shop/shared/payments/cod-confirmation';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../lib/domain-errors';
import { unconfirmedCodOrdersPlacedBefore } from './cod-repository';
import { CodConfirmationTokens } from './cod-tokens';
import type { OrderLifecycle } from './lifecycle';
import * as repo from './repository';

const HOUR = 3_600_000;
const invalidLink = () =>
  new InvalidInputError('invalid_cod_link', COD_CONFIRM_MESSAGES.invalid, {
    token: COD_CONFIRM_MESSAGES.invalid,
  });

/**
 * Cash on Delivery confirmed by the customer (ADR 102): the signed link of the confirmation
 * email (and WhatsApp), the page it opens, the confirmation itself, and the cancellation of
 * orders nobody confirmed within `confirmHours`. Staff's confirmation by phone stays as it was.
 */
export class CodConfirmation {
  private readonly tokens: CodConfirmationTokens;

  constructor(
    private readonly db: Database,
    private readonly lifecycle: OrderLifecycle,
    private readonly publicUrl: string,
    readonly confirmHours: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.tokens = new CodConfirmationTokens(db);
  }

  /** When an order placed at `createdAt` is cancelled if still unconfirmed. */
  confirmBy(createdAt: string): Date {
    return new Date(Date.parse(createdAt) + this.confirmHours * HOUR);
  }

  /** The one-tap link for a COD order: valid until the order would be cancelled. */
  async linkFor(order: { order_id: string; created_at: string }, trx?: Database): Promise<string> {
    const expiry = this.confirmBy(order.created_at);
    const token = await this.tokens.tokenFor(order.order_id, expiry, trx);
    return `${this.publicUrl}${codConfirmPath(token)}`;
  }

  /** What the link's page shows; reading changes nothing. A forged link is an InvalidInputError. */
  async view(token: string, now: Date = new Date()): Promise<CodConfirmationView> {
    const { order, expired } = await this.orderOf(token, now);
    return viewOf(order, stateOf(order, expired), this.confirmBy(order.created_at));
  }

  /**
   * Confirms the order of a link (Placed → Processing). Idempotent: a link used again, or an
   * order confirmed by staff meanwhile, answers "confirmed" and changes nothing.
   */
  async confirm(token: string, now: Date = new Date()): Promise<CodConfirmationView> {
    const { order, expired } = await this.orderOf(token, now);
    if (stateOf(order, expired) === 'confirm') {
      if (await this.lifecycle.confirmCod(order.order_id, now)) {
        this.log.info({ orderId: order.order_id }, 'cash on delivery confirmed by the customer');
      }
    }
    return this.view(token, now);
  }

  /**
   * Cancels every COD order still unconfirmed `confirmHours` after it was placed, with its stock
   * put back (run by housekeeping). Answers the orders cancelled.
   */
  async cancelUnconfirmed(now: Date = new Date()): Promise<string[]> {
    const cutoff = new Date(now.getTime() - this.confirmHours * HOUR);
    const note = COD_CONFIRM_MESSAGES.unconfirmedNote(this.confirmHours);
    const cancelled: string[] = [];
    for (const orderId of await unconfirmedCodOrdersPlacedBefore(this.db, cutoff)) {
      if (await this.lifecycle.cancelUnconfirmedCod(orderId, now, note)) cancelled.push(orderId);
    }
    if (cancelled.length > 0) {
      this.log.info({ orders: cancelled }, 'unconfirmed cash on delivery orders cancelled');
    }
    return cancelled;
  }

  private async orderOf(token: string, now: Date) {
    const signed = await this.tokens.read(token);
    if (!signed) throw invalidLink();
    const order = await repo.findOrder(this.db, signed.orderId);
    if (!order || order.payment_method !== COD_METHOD) throw invalidLink();
    return { order, expired: signed.expiresAt.getTime() <= now.getTime() };
  }
}

function stateOf(order: repo.OrderRow, expired: boolean): CodConfirmState {
  if (order.order_status === 'Cancelled') return 'cancelled';
  if (order.cod_confirmed_at !== null) return 'confirmed';
  if (order.order_status !== 'Placed') return 'moved_on';
  return expired ? 'expired' : 'confirm';
}

function viewOf(order: repo.OrderRow, state: CodConfirmState, by: Date): CodConfirmationView {
  return {
    state,
    orderId: order.order_id,
    totalPaise: order.total_amount,
    confirmBy: by.toISOString(),
  };
}
