import { indiaDate } from '@shop/shared/format/india-time';
import { stateByName } from '@shop/shared/india/states';
import type {
  QuoteAcceptInput,
  QuoteDecisionInput,
  QuoteMessageInput,
  QuoteRequestInput,
} from '@shop/shared/quotes/inputs';
import {
  CLOSED_QUOTE_STATUSES,
  QUOTE_ERRORS,
  type QuoteDetail,
  type QuoteStatus,
  type QuoteSummary,
} from '@shop/shared/quotes/quote';
import { SHOP } from '@shop/shared/shop/identity';
import type { Database } from '../../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import { insertAudit, type Actor } from '../admin/audit/repository';
import type { BankTransferConfig } from '../bank-transfers/config';
import type { EmailService } from '../email/service';
import { placeQuotedOrder } from './accept';
import { expireOverdue } from './expiry';
import { accountLanguage } from '../email/language';
import { quoteMessageEmail, quoteRequestedEmail } from './emails';
import * as repo from './repository';
import { requestedLines } from './request-lines';
import { toQuoteDetail, toQuoteSummary, totalsOf } from './views';

const notFound = () => new NotFoundError(QUOTE_ERRORS.notFound);
const stale = () => new ConflictError('stale_quote', QUOTE_ERRORS.stale);

/**
 * Quotations (ADR 105): requested by a signed-in buyer, priced and sent by the shop, then
 * accepted (QuoteAcceptance), declined, withdrawn or expired; a message thread on each. Every
 * move is written to the audit log in the transaction that makes it.
 */
export class QuoteService {
  constructor(
    protected readonly db: Database,
    protected readonly email: EmailService,
    protected readonly publicUrl: string,
    protected readonly bankTransfer: BankTransferConfig,
  ) {}

  /** Stores a buyer's request with its lines as the catalogue prices them now (requestedLines). */
  async request(buyer: Actor & { id: number }, input: QuoteRequestInput): Promise<QuoteDetail> {
    const linesOf = await requestedLines(this.db, input.items);
    if (input.neededBy && input.neededBy < indiaDate(new Date())) {
      throw new InvalidInputError('invalid_input', QUOTE_ERRORS.neededBy, {
        neededBy: QUOTE_ERRORS.neededBy,
      });
    }
    const now = new Date().toISOString();
    const s = input.shipping;
    const id = await this.db.transaction().execute(async (trx) => {
      const quoteId = await repo.insertQuote(trx, {
        quote_number: null,
        user_id: buyer.id,
        status: 'requested',
        po_number: input.poNumber ?? null,
        needed_by: input.neededBy ?? null,
        notes: input.notes ?? null,
        customer_name: s.name,
        customer_email: s.email,
        customer_phone: s.phone,
        address: s.address,
        city: s.city,
        state: stateByName(s.state)?.name ?? s.state,
        pincode: s.pincode,
        business_name: input.business?.name ?? null,
        business_gstin: input.business?.gstin ?? null,
        shipping_price: 0,
        valid_until: null,
        terms: null,
        order_id: null,
        sent_at: null,
        created_at: now,
        updated_at: now,
      });
      await repo.insertQuoteLines(trx, linesOf(quoteId));
      await this.audit(trx, buyer, 'quote.request', quoteId, { lines: input.items.length });
      const stored = (await repo.findQuote(trx, quoteId))!;
      const mail = quoteRequestedEmail(stored, input.items.length, this.publicUrl);
      await this.email.send({ to: SHOP.email, replyTo: stored.customer_email, ...mail }, trx);
      return quoteId;
    });
    this.email.wake();
    return this.detailFor(buyer.id, id);
  }

  /** The buyer's quotes, newest first (sent ones past their day are expired first). */
  async listMine(userId: number): Promise<QuoteSummary[]> {
    await this.expireDue(new Date(), userId);
    const rows = await repo.listUserQuotes(this.db, userId, 100);
    return this.summaries(rows);
  }

  /** One of the buyer's quotes; another buyer's is not found, the same way. */
  async detailFor(userId: number, id: number): Promise<QuoteDetail> {
    const quote = await this.readOpen(id);
    if (quote.user_id !== userId) throw notFound();
    return this.detailOf(quote);
  }

  /** The buyer declines a quote (or takes back a request not yet priced). */
  async decline(buyer: Actor & { id: number }, id: number, input: QuoteDecisionInput) {
    const quote = await this.readOpen(id);
    if (quote.user_id !== buyer.id) throw notFound();
    await this.move(
      buyer,
      quote,
      input.version,
      ['requested', 'sent'],
      'declined',
      'quote.decline',
    );
    return this.detailFor(buyer.id, id);
  }

  /**
   * The buyer accepts a sent quote at the version read: its order is placed at exactly the
   * quoted prices (placeQuotedOrder), and the quote records it. Past its day, a 409 saying so.
   */
  async accept(buyer: Actor & { id: number }, id: number, input: QuoteAcceptInput) {
    const quote = await this.readOpen(id);
    if (quote.user_id !== buyer.id) throw notFound();
    if (quote.status === 'sent' && quote.version !== input.version) throw stale();
    const now = new Date();
    const orderId = await this.db.transaction().execute(async (trx) => {
      const placed = await placeQuotedOrder(
        trx,
        this.email,
        this.publicUrl,
        buyer,
        quote,
        input.payment,
        now,
        this.bankTransfer,
      );
      const saved = await repo.updateQuote(trx, id, input.version, {
        status: 'accepted',
        order_id: placed,
        updated_at: now.toISOString(),
      });
      if (!saved) throw stale();
      await this.audit(trx, buyer, 'quote.accept', id, {
        orderId: placed,
        number: quote.quote_number,
      });
      return placed;
    });
    this.email.wake();
    return { orderId, quote: await this.detailFor(buyer.id, id) };
  }

  /** A message from the buyer: asks the shop for changes or answers it. */
  async buyerMessage(buyer: Actor & { id: number }, id: number, input: QuoteMessageInput) {
    const quote = await this.readOpen(id);
    if (quote.user_id !== buyer.id) throw notFound();
    await this.addMessage(buyer, quote, 'buyer', input.body);
    return this.detailFor(buyer.id, id);
  }

  /**
   * Expires sent quotes whose last day has passed (all, or one buyer's): run by the hourly
   * timer and before any read, so a quote is never shown or accepted as open past its day.
   */
  expireDue(now: Date, userId?: number): Promise<number> {
    return expireOverdue(this.db, now, userId);
  }

  /** The quote, expired first when its day has passed (expiry on read). */
  protected async readOpen(id: number): Promise<repo.QuoteRow> {
    const quote = await repo.findQuote(this.db, id);
    if (!quote) throw notFound();
    if (quote.status === 'sent' && quote.valid_until! < indiaDate(new Date())) {
      await this.expireDue(new Date(), quote.user_id);
      return (await repo.findQuote(this.db, id))!;
    }
    return quote;
  }

  protected async audit(
    db: Database,
    actor: Actor,
    action: `quote.${'request' | 'send' | 'accept' | 'decline' | 'withdraw' | 'expire' | 'message'}`,
    id: number,
    details: Record<string, unknown>,
  ): Promise<void> {
    await insertAudit(db, actor, { action, entity: 'quote', entityId: id, details }, new Date());
  }

  protected async move(
    actor: Actor,
    quote: repo.QuoteRow,
    version: number,
    from: readonly QuoteStatus[],
    to: QuoteStatus,
    action: 'quote.decline' | 'quote.withdraw',
    mail?: { to: string; subject: string; text: string; html: string },
  ): Promise<void> {
    // The column's check constraint admits only QUOTE_STATUSES.
    if (!from.includes(quote.status as QuoteStatus)) {
      throw new ConflictError('quote_closed', closedText(quote.status));
    }
    if (quote.version !== version) throw stale();
    await this.db.transaction().execute(async (trx) => {
      const saved = await repo.updateQuote(trx, quote.id, version, {
        status: to,
        updated_at: new Date().toISOString(),
      });
      if (!saved) throw stale();
      await this.audit(trx, actor, action, quote.id, { from: quote.status, to });
      if (mail) await this.email.send(mail, trx);
    });
    if (mail) this.email.wake();
  }

  protected async addMessage(
    actor: Actor,
    quote: repo.QuoteRow,
    author: 'buyer' | 'shop',
    body: string,
  ): Promise<void> {
    // The column's check constraint admits only QUOTE_STATUSES.
    if (CLOSED_QUOTE_STATUSES.includes(quote.status as QuoteStatus)) {
      throw new ConflictError('quote_closed', closedText(quote.status));
    }
    await this.db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      await repo.insertQuoteMessage(trx, {
        quote_id: quote.id,
        author,
        author_email: actor.email,
        body,
        at,
      });
      await this.audit(trx, actor, 'quote.message', quote.id, { author });
      const lang = await accountLanguage(trx, quote.user_id);
      const mail = quoteMessageEmail(quote, author, body, this.publicUrl, lang);
      const to = author === 'shop' ? quote.customer_email : SHOP.email;
      await this.email.send(
        { to, ...mail, replyTo: author === 'buyer' ? quote.customer_email : undefined },
        trx,
      );
    });
    this.email.wake();
  }

  protected async detailOf(quote: repo.QuoteRow): Promise<QuoteDetail> {
    const [lines, messages] = await Promise.all([
      repo.findQuoteLines(this.db, quote.id),
      repo.findQuoteMessages(this.db, quote.id),
    ]);
    return toQuoteDetail(quote, lines, messages);
  }

  protected async summaries(rows: repo.QuoteRow[]): Promise<QuoteSummary[]> {
    const counts = await repo.lineCounts(
      this.db,
      rows.map((r) => r.id),
    );
    const out: QuoteSummary[] = [];
    for (const row of rows) {
      const totals =
        row.status === 'requested'
          ? null
          : totalsOf(row, await repo.findQuoteLines(this.db, row.id));
      out.push(toQuoteSummary(row, counts.get(row.id) ?? 0, totals?.totalPaise ?? null));
    }
    return out;
  }
}

/** Why a closed quote refuses a step: expired says so plainly. */
export function closedText(status: string): string {
  if (status === 'expired') return QUOTE_ERRORS.expired;
  if (status === 'requested' || status === 'sent') return QUOTE_ERRORS.notSent;
  return QUOTE_ERRORS.closed;
}
