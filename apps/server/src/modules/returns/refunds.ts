import { formatPaiseExact } from '@shop/shared/format/money';
import { RETURN_ERRORS, refundMethodFor, type RefundMethod } from '@shop/shared/returns/returns';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../lib/domain-errors';
import type { EmailService } from '../email/service';
import * as orders from '../orders/repository';
import type { GatewayRefund, RazorpayClient } from '../payments/razorpay-client';
import { issueCreditNoteNumber } from './credit-notes';
import { refundEmail } from './emails';
import * as repo from './repository';

/** What a refund gives back: the goods per order line, the shipping and the round off. */
export interface RefundPlan {
  returnId: number | null;
  amountPaise: number;
  shippingPaise: number;
  /** GST on the shipping given back (ADR 096). */
  shippingTaxPaise: number;
  roundOffPaise: number;
  lines: { line_no: number; quantity: number; taxable_value: number; tax_amount: number }[];
  /** The bank transfer staff made, for an order not paid through Razorpay. */
  bankReference?: string;
}

/** The refund method of a stored order (shared rule: refundMethodFor). */
export function refundMethodOf(
  order: Pick<orders.OrderRow, 'payment_demo' | 'payment_reference'>,
): RefundMethod {
  return refundMethodFor({ demo: order.payment_demo === 1, reference: order.payment_reference });
}

/** The reference a customer sees for a refund. */
export function refundReference(refund: repo.RefundRow): string | null {
  if (refund.method === 'demo') return `DEMO-RFND-${refund.id}`;
  return refund.razorpay_refund_id ?? refund.bank_reference;
}

/**
 * Refunds: recorded with their credit note in the caller's transaction, sent to Razorpay after it
 * commits, and settled (the order's refunded amount and payment status, the return, the timeline
 * and the customer's email) when Razorpay, the demo or staff say the money went back.
 */
export class RefundService {
  constructor(
    private readonly db: Database,
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly razorpay: RazorpayClient | undefined,
  ) {}

  /**
   * Records a refund of `plan` inside `trx`, with the next credit note number when the order
   * has a tax invoice. A demo refund, or a bank transfer with its reference, is settled at once;
   * a Razorpay refund waits for `send` after commit. A refund by bank transfer of a return needs
   * the reference (InvalidInputError on 'bankReference').
   */
  async open(
    trx: Database,
    order: orders.OrderRow,
    plan: RefundPlan,
    now: Date,
  ): Promise<repo.RefundRow> {
    const method = refundMethodOf(order);
    if (method === 'bank_transfer' && !plan.bankReference && plan.returnId !== null) {
      throw new InvalidInputError('bank_reference_required', RETURN_ERRORS.bankReferenceRequired, {
        bankReference: RETURN_ERRORS.bankReferenceRequired,
      });
    }
    const at = now.toISOString();
    const creditNote = order.invoice_number ? await issueCreditNoteNumber(trx, now) : null;
    const id = await repo.insertRefund(
      trx,
      {
        order_id: order.order_id,
        return_id: plan.returnId,
        amount_paise: plan.amountPaise,
        shipping_paise: plan.shippingPaise,
        shipping_tax_paise: plan.shippingTaxPaise,
        round_off_paise: plan.roundOffPaise,
        method,
        status: 'pending',
        payment_reference: order.payment_reference,
        razorpay_refund_id: null,
        bank_reference: method === 'bank_transfer' ? (plan.bankReference ?? null) : null,
        credit_note_number: creditNote,
        credit_note_date: creditNote ? at : null,
        error: null,
        created_at: at,
        processed_at: null,
        updated_at: at,
      },
      plan.lines,
    );
    const refund = (await repo.findRefund(trx, id))!;
    if (method === 'demo' || (method === 'bank_transfer' && plan.bankReference)) {
      await this.settle(trx, refund, now);
      this.log.info({ orderId: order.order_id, refundId: id, method }, 'refund settled');
    }
    return (await repo.findRefund(trx, id))!;
  }

  /**
   * The refund of a paid order being cancelled, inside `trx`: everything not yet refunded, goods
   * with their GST, shipping and round off (a credit note only if it was already invoiced).
   */
  async openForCancellation(
    trx: Database,
    order: orders.OrderRow,
    now: Date,
  ): Promise<repo.RefundRow | undefined> {
    const left = order.total_amount - (await repo.committedRefunds(trx, order.order_id));
    if (left <= 0) return undefined;
    const lines = await orders.findLines(trx, order.order_id);
    const refunded = await repo.refundedUnits(trx, order.order_id);
    const kept = lines.filter((l) => l.quantity > (refunded.get(l.line_no) ?? 0));
    const goods = kept.reduce((sum, l) => sum + l.taxable_value + l.tax_amount, 0);
    const shipping = Math.min(order.shipping, Math.max(0, left - goods));
    const shippingTax = Math.min(order.shipping_tax, Math.max(0, left - goods - shipping));
    return this.open(
      trx,
      order,
      {
        returnId: null,
        amountPaise: left,
        shippingPaise: shipping,
        shippingTaxPaise: shippingTax,
        roundOffPaise: left - goods - shipping - shippingTax,
        // A cancellation before any return: every unit of every line.
        lines: kept.map((l) => ({
          line_no: l.line_no,
          quantity: l.quantity - (refunded.get(l.line_no) ?? 0),
          taxable_value: l.taxable_value,
          tax_amount: l.tax_amount,
        })),
      },
      now,
    );
  }

  /**
   * Sends a pending Razorpay refund to the Refunds API (after the transaction that opened it has
   * committed). Its id is the idempotency key, so sending again after a lost answer makes no
   * second refund. A refusal or an outage is kept on the refund for staff to see and resend.
   */
  async send(refundId: number): Promise<void> {
    const refund = await repo.findRefund(this.db, refundId);
    if (!refund || refund.method !== 'razorpay' || refund.status !== 'pending') return;
    if (refund.razorpay_refund_id || !this.razorpay || !refund.payment_reference) {
      if (!this.razorpay) this.log.error({ refundId }, 'Razorpay refund without live payments');
      return;
    }
    let answer: GatewayRefund;
    try {
      answer = await this.razorpay.refundPayment(refund.payment_reference, {
        amountPaise: refund.amount_paise,
        receipt: `refund-${refund.id}`,
        notes: { order_id: refund.order_id, refund_id: String(refund.id) },
        key: `shop-refund-${refund.id}`,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.error({ refundId, err: message }, 'Razorpay refund could not be created');
      await repo.updateRefund(this.db, refund.id, {
        error: message.slice(0, 500),
        updated_at: new Date().toISOString(),
      });
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      await repo.updateRefund(trx, refund.id, { razorpay_refund_id: answer.id, error: null });
      const outcome = await this.onGatewayRefund(trx, answer, new Date());
      if (outcome === 'ignored' && answer.status === 'pending') {
        const order = (await orders.findOrder(trx, refund.order_id))!;
        const mail = refundEmail(
          order,
          {
            amountPaise: refund.amount_paise,
            reference: answer.id,
            creditNote: refund.credit_note_number,
          },
          'issued',
          this.publicUrl,
        );
        await this.email.send({ to: order.customer_email, ...mail }, trx);
      }
    });
    this.email.wake();
  }

  /**
   * What Razorpay says of a refund (the Refunds API's answer or a refund.processed / refund.failed
   * webhook), inside `trx`: a processed refund is settled once, a failed one marked failed.
   * Found by its rfnd_ id, or by the refund id in its notes when our answer was lost.
   */
  async onGatewayRefund(
    trx: Database,
    gateway: GatewayRefund,
    now: Date,
  ): Promise<'processed' | 'ignored'> {
    let refund = await repo.findRefundByRazorpayId(trx, gateway.id);
    if (!refund && /^\d+$/.test(gateway.notes.refund_id ?? '')) {
      const byNote = await repo.findRefund(trx, Number(gateway.notes.refund_id));
      if (byNote?.payment_reference === gateway.paymentId && !byNote.razorpay_refund_id) {
        await repo.updateRefund(trx, byNote.id, { razorpay_refund_id: gateway.id });
        refund = { ...byNote, razorpay_refund_id: gateway.id };
      }
    }
    if (!refund || refund.status !== 'pending') return 'ignored';
    if (gateway.amountPaise !== refund.amount_paise) {
      this.log.error({ refundId: refund.id, gateway }, 'Razorpay refund of another amount');
      return 'ignored';
    }
    if (gateway.status === 'processed') {
      await this.settle(trx, refund, now);
      return 'processed';
    }
    if (gateway.status === 'failed') {
      await repo.updateRefund(trx, refund.id, {
        status: 'failed',
        error: 'Razorpay could not process the refund',
        updated_at: now.toISOString(),
      });
      this.log.error({ refundId: refund.id }, 'Razorpay refund failed');
      return 'processed';
    }
    return 'ignored';
  }

  /** Staff record the bank transfer of a refund waiting for one (a cancelled order's). */
  async complete(trx: Database, refund: repo.RefundRow, bankReference: string, now: Date) {
    await repo.updateRefund(trx, refund.id, { bank_reference: bankReference });
    await this.settle(trx, { ...refund, bank_reference: bankReference }, now);
  }

  /** The money went back: the order, its return, its timeline and the customer hear of it. */
  private async settle(trx: Database, refund: repo.RefundRow, now: Date): Promise<void> {
    const at = now.toISOString();
    await repo.updateRefund(trx, refund.id, {
      status: 'processed',
      processed_at: at,
      updated_at: at,
    });
    await repo.addRefunded(trx, refund.order_id, refund.amount_paise);
    if (refund.return_id !== null) {
      await repo.updateReturn(trx, refund.return_id, { status: 'refunded' });
    }
    const order = (await orders.findOrder(trx, refund.order_id))!;
    const reference = refundReference(refund);
    await orders.insertEvent(trx, {
      order_id: refund.order_id,
      // The timeline records order statuses; a refund is a note on the current one.
      status: order.order_status,
      note: `Refund of ${formatPaiseExact(refund.amount_paise)} processed${reference ? ` (reference ${reference})` : ''}.`,
      carrier: null,
      tracking_number: null,
      at,
    });
    const mail = refundEmail(
      order,
      {
        amountPaise: refund.amount_paise,
        reference,
        creditNote: refund.credit_note_number,
      },
      'processed',
      this.publicUrl,
    );
    await this.email.send({ to: order.customer_email, ...mail }, trx);
  }
}
