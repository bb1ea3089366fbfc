import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { indiaDate } from '@shop/shared/format/india-time';
import {
  BANK_TRANSFER_MESSAGES,
  BANK_TRANSFER_METHOD,
  BANK_TRANSFER_REMINDER_DAYS_BEFORE,
  differenceText,
  type TransferReceived,
} from '@shop/shared/payments/bank-transfer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { insertAudit, type Actor } from '../admin/audit/repository';
import type { EmailService } from '../email/service';
import { lockOrder, findOrder, type OrderRow } from '../orders/repository';
import type { PaymentSettlement } from '../payments/settlement';
import type { BankTransferConfig } from './config';
import { bankTransferDetails } from './details';
import { transferReminderEmail } from './emails';
import {
  claimReminder,
  insertTransfer,
  ordersToRemind,
  transfersOf,
  utrRecorded,
} from './repository';

/** What recording a transfer did to its order. */
export type TransferOutcome =
  /** The transfers now match the total to the paisa: the order became Paid. */
  | 'paid'
  /** Recorded; the order waits for the rest (short) or staff return the excess (over). */
  | 'short'
  | 'over'
  /** Recorded, but the order was paid another way or cancelled: the transfer goes back. */
  | 'refund';

export interface RecordedTransfer {
  outcome: TransferOutcome;
  /** Received in all − total, after this transfer. */
  differencePaise: number;
  /** What staff are told. */
  message: string;
}

const DAY_MS = 86_400_000;

/**
 * Bank transfers (ADR 106): what an order's page shows of one, staff recording a transfer from
 * the bank statement, and the reminder before an unpaid one is cancelled (the cancellation itself
 * is the unpaid-order sweep's, payments/expiry.ts, with every other unpaid order).
 */
export class BankTransferService {
  constructor(
    private readonly db: Database,
    private readonly config: BankTransferConfig,
    private readonly settlement: PaymentSettlement,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The order's bank-transfer details (null when it is not paid by transfer or not found). */
  async detailsOf(orderId: string) {
    const order = await findOrder(this.db, orderId);
    return order ? bankTransferDetails(this.db, order, this.config.account) : null;
  }

  /**
   * Records a transfer staff found on the bank statement, in one transaction with the order
   * locked, so it and a Razorpay payment settling the same order run one after the other and the
   * first wins. The UTR is unique across the shop (ConflictError 'duplicate_utr'). When all the
   * order's transfers add up to its total to the paisa, the order becomes Paid through the same
   * settlement as a Razorpay payment (timeline, receipt email); otherwise the difference is kept
   * and shown. A transfer for an order already paid or cancelled is recorded for refunding.
   */
  async record(actor: Actor, orderId: string, input: TransferReceived): Promise<RecordedTransfer> {
    const now = new Date();
    if (input.receivedOn > indiaDate(now)) {
      const message = BANK_TRANSFER_MESSAGES.receivedInFuture;
      throw new InvalidInputError('invalid_input', message, { receivedOn: message });
    }
    const result = await this.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId, now);
      if (!order) throw new NotFoundError(ADMIN_ERRORS.orderNotFound);
      if (order.payment_method !== BANK_TRANSFER_METHOD) {
        throw new ConflictError('not_bank_transfer', BANK_TRANSFER_MESSAGES.notBankTransfer);
      }
      if (await utrRecorded(trx, input.utr)) throw duplicateUtr();
      const before = await transfersOf(trx, orderId);
      const received = before.reduce((sum, t) => sum + t.amountPaise, 0) + input.amountPaise;
      const differencePaise = received - order.total_amount;
      const stored = await insertTransfer(trx, {
        order_id: orderId,
        scheme: input.scheme,
        utr: input.utr,
        amount_paise: input.amountPaise,
        received_on: input.receivedOn,
        difference_paise: differencePaise,
        recorded_by: actor.id,
        recorded_at: now.toISOString(),
      });
      if (!stored) throw duplicateUtr();
      const outcome = await this.settle(trx, order, input, differencePaise, now);
      await insertAudit(
        trx,
        actor,
        {
          action: 'order.bank-transfer',
          entity: 'order',
          entityId: orderId,
          details: { ...input, outcome: outcome.outcome, differencePaise },
        },
        now,
      );
      return outcome;
    });
    if (result.outcome === 'paid') this.settlement.wake();
    return result;
  }

  private async settle(
    trx: Database,
    order: OrderRow,
    input: TransferReceived,
    differencePaise: number,
    now: Date,
  ): Promise<RecordedTransfer> {
    const fields = { orderId: order.order_id, utr: input.utr, differencePaise };
    if (order.payment_status === 'Paid' || order.payment_status === 'Refunded') {
      this.log.warn(fields, 'bank transfer for an order already paid: refund it');
      const message = BANK_TRANSFER_MESSAGES.refundAlreadyPaid(order.payment_reference ?? '');
      return { outcome: 'refund', differencePaise, message };
    }
    if (order.order_status === 'Cancelled') {
      this.log.warn(fields, 'bank transfer for a cancelled order: refund it');
      return {
        outcome: 'refund',
        differencePaise,
        message: BANK_TRANSFER_MESSAGES.refundCancelled,
      };
    }
    if (differencePaise !== 0) {
      const outcome = differencePaise < 0 ? 'short' : 'over';
      return { outcome, differencePaise, message: differenceText(differencePaise)! };
    }
    await this.settlement.markPaid(
      trx,
      {
        orderId: order.order_id,
        reference: input.utr,
        method: 'bank_transfer',
        demo: false,
        amountPaise: order.total_amount,
        source: 'bank-transfer',
      },
      now,
    );
    return { outcome: 'paid', differencePaise: 0, message: 'Paid in full: the order is now Paid.' };
  }

  /**
   * Emails each bank-transfer order still unpaid BANK_TRANSFER_REMINDER_DAYS_BEFORE days before
   * it is cancelled, once (a claimed row, whichever process gets there first). Answers the ids.
   */
  async remind(now: Date = new Date()): Promise<string[]> {
    const ahead = BANK_TRANSFER_REMINDER_DAYS_BEFORE * DAY_MS;
    const reminded: string[] = [];
    for (const orderId of await ordersToRemind(this.db, now, ahead)) {
      const sent = await this.db.transaction().execute(async (trx) => {
        if (!(await claimReminder(trx, orderId, now))) return false;
        const order = (await findOrder(trx, orderId))!;
        const mail = transferReminderEmail(order, this.config.account, this.publicUrl);
        await this.email.send({ to: order.customer_email, ...mail }, trx);
        return true;
      });
      if (sent) reminded.push(orderId);
    }
    if (reminded.length > 0) {
      this.email.wake();
      this.log.info({ orders: reminded }, 'bank transfer reminders sent');
    }
    return reminded;
  }
}

const duplicateUtr = () =>
  new ConflictError('duplicate_utr', BANK_TRANSFER_MESSAGES.duplicateUtr, {
    utr: BANK_TRANSFER_MESSAGES.duplicateUtr,
  });
