import { addDays, indiaDate } from '@shop/shared/format/india-time';
import {
  NDR_MAX_DAYS,
  NDR_MESSAGES,
  ndrAnswerSchema,
  type DeliveryProblem,
  type NdrAnswer,
  type NdrAnswerInput,
} from '@shop/shared/shipping/tracking';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { parseInput } from '../../lib/parse-input';
import type { DeliveryProblemLinks } from '../orders/delivery-problem-links';
import type { CourierProvider } from './provider';

/**
 * A failed delivery's answer (ADR 101): the customer, by the signed link in the email, chooses
 * another attempt, a date, or cancelling; the answer is kept on the shipment for staff, and
 * passed to the provider when it takes one (Shiprocket's NDR action). One answer per failed
 * attempt: the courier acts on the first.
 */
export class DeliveryProblems {
  constructor(
    private readonly db: Database,
    private readonly links: DeliveryProblemLinks,
    private readonly provider: CourierProvider,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The failed delivery a link names; NotFound for a link that is not (or no longer) valid. */
  async view(token: string): Promise<DeliveryProblem> {
    const row = await this.shipmentOf(token);
    const today = indiaDate(this.now());
    return {
      orderId: row.order_id,
      courierName: row.courier_name,
      awb: row.awb,
      reason: row.ndr_reason,
      failedAt: row.ndr_at!,
      // Written only from NDR_ANSWERS, by answer() below.
      answer: (row.ndr_answer as NdrAnswer | null) ?? null,
      answerDate: row.ndr_answer_date,
      earliestDate: addDays(today, 1),
      latestDate: addDays(today, NDR_MAX_DAYS),
    };
  }

  /** Keeps the customer's answer and tells the provider; a second answer is refused (409). */
  async answer(token: string, input: NdrAnswerInput): Promise<DeliveryProblem> {
    const answer = parseInput(ndrAnswerSchema, input);
    const row = await this.shipmentOf(token);
    if (row.ndr_answer || row.tracking !== 'delivery_failed') {
      throw new ConflictError('delivery_answered', NDR_MESSAGES.closed);
    }
    const today = indiaDate(this.now());
    const date = answer.answer === 'new_date' ? answer.date! : null;
    if (date && (date <= today || date > addDays(today, NDR_MAX_DAYS))) {
      throw new InvalidInputError('invalid_date', NDR_MESSAGES.date, { date: NDR_MESSAGES.date });
    }
    const at = this.now().toISOString();
    const saved = await this.db
      .updateTable('shipments')
      .set({ ndr_answer: answer.answer, ndr_answer_date: date, ndr_answered_at: at })
      .where('order_id', '=', row.order_id)
      .where('ndr_answer', 'is', null)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) === 0) {
      throw new ConflictError('delivery_answered', NDR_MESSAGES.closed);
    }
    await this.tellProvider(row, answer.answer, date);
    return this.view(token);
  }

  /** A provider that cannot be told (or fails) leaves the answer for staff to pass on. */
  private async tellProvider(
    row: { order_id: string; awb: string | null; provider_shipment_id: string | null },
    answer: NdrAnswer,
    date: string | null,
  ): Promise<void> {
    if (!row.awb) return;
    try {
      const sent = await this.provider.ndrAction(
        { orderId: row.order_id, providerShipmentId: row.provider_shipment_id ?? '', awb: row.awb },
        { action: answer === 'cancel' ? 'return' : 'reattempt', date },
      );
      if (sent) {
        await this.db
          .updateTable('shipments')
          .set({ ndr_sent_at: this.now().toISOString() })
          .where('order_id', '=', row.order_id)
          .execute();
      }
    } catch (err) {
      this.log.warn({ err, orderId: row.order_id }, 'delivery answer not passed to the courier');
    }
  }

  private async shipmentOf(token: string) {
    const orderId = token.split('.')[0] ?? '';
    const row = await this.db
      .selectFrom('shipments')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    const valid = row?.ndr_at && (await this.links.verify(token, orderId, row.ndr_at));
    if (!row || !valid) throw new NotFoundError(NDR_MESSAGES.link);
    return row;
  }
}
