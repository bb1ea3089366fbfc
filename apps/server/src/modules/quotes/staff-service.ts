import type { Page } from '@shop/shared/admin/paging';
import { indiaDate } from '@shop/shared/format/india-time';
import type { AdminQuoteListQuery } from '@shop/shared/quotes/admin-list';
import type {
  QuoteDecisionInput,
  QuoteMessageInput,
  QuoteSendInput,
} from '@shop/shared/quotes/inputs';
import { QUOTE_ERRORS, type QuoteDetail, type QuoteSummary } from '@shop/shared/quotes/quote';
import { quotedUnitPrice } from '@shop/shared/quotes/totals';
import { ConflictError, InvalidInputError, NotFoundError } from '../../lib/domain-errors';
import type { Actor } from '../admin/audit/repository';
import { toPage } from '../admin/paging';
import { assertPermitted } from '../admin/permissions';
import { accountLanguage } from '../email/language';
import { quoteSentEmail, quoteWithdrawnEmail } from './emails';
import * as repo from './repository';
import { QuoteService } from './service';
import { totalsOf } from './views';

const notFound = () => new NotFoundError(QUOTE_ERRORS.notFound);
const stale = () => new ConflictError('stale_quote', QUOTE_ERRORS.stale);

/**
 * The back office's side of quotations (ADR 105): the list, pricing and sending, withdrawing
 * and the shop's messages. Reading and writing on the thread take the orders permission, which
 * every member of staff has; pricing, sending and withdrawing bind the shop to a price, so they
 * take the permission over prices, which owners hold (ADR 070).
 */
export class StaffQuoteService extends QuoteService {
  /** The back office's list: by status, newest first. */
  async list(query: AdminQuoteListQuery): Promise<Page<QuoteSummary>> {
    await this.expireDue(new Date());
    const { rows, total } = await repo.listQuotes(this.db, query);
    return toPage(await this.summaries(rows), total, query);
  }

  /** Any quote, for staff. */
  async detail(id: number): Promise<QuoteDetail> {
    return this.detailOf(await this.readOpen(id));
  }

  /**
   * Prices every line (a price in rupees or a discount on the list price), sets the delivery
   * charge, the last day to accept and the terms, numbers the quote in its own series the first
   * time, and emails the buyer. A sent quote may be sent again, revised, after the buyer asked
   * for changes: it keeps its number and its version moves on, so an old page cannot accept it.
   * Pricing binds the shop to a price, so it takes the permission over prices (ADR 070).
   */
  async send(actor: Actor, id: number, input: QuoteSendInput): Promise<QuoteDetail> {
    assertPermitted(actor.role, 'prices');
    const now = new Date();
    if (input.validUntil < indiaDate(now)) {
      throw new InvalidInputError('invalid_input', QUOTE_ERRORS.validUntil, {
        validUntil: QUOTE_ERRORS.validUntil,
      });
    }
    await this.db.transaction().execute(async (trx) => {
      const quote = await repo.findQuote(trx, id);
      if (!quote) throw notFound();
      if (quote.status !== 'requested' && quote.status !== 'sent') {
        throw new ConflictError('quote_closed', QUOTE_ERRORS.notRequested);
      }
      if (quote.version !== input.version) throw stale();
      const lines = await repo.findQuoteLines(trx, id);
      const given = new Map(input.lines.map((l) => [l.lineNo, l]));
      if (given.size !== lines.length || lines.some((l) => !given.has(l.line_no))) {
        throw new InvalidInputError('invalid_input', QUOTE_ERRORS.linesMismatch, {
          lines: QUOTE_ERRORS.linesMismatch,
        });
      }
      for (const line of lines) {
        const price = quotedUnitPrice(line.list_price, given.get(line.line_no)!);
        await repo.setLinePrice(trx, id, line.line_no, price);
      }
      const number = quote.quote_number ?? (await repo.issueQuoteNumber(trx, now));
      const saved = await repo.updateQuote(trx, id, quote.version, {
        status: 'sent',
        quote_number: number,
        shipping_price: input.shippingPrice,
        valid_until: input.validUntil,
        terms: input.terms ?? null,
        sent_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      if (!saved) throw stale();
      const sent = (await repo.findQuote(trx, id))!;
      const totals = totalsOf(sent, await repo.findQuoteLines(trx, id))!;
      await this.audit(trx, actor, 'quote.send', id, {
        number,
        from: quote.status,
        totalPaise: totals.totalPaise,
        validUntil: input.validUntil,
      });
      const lang = await accountLanguage(trx, sent.user_id);
      const mail = quoteSentEmail(sent, totals, this.publicUrl, lang);
      await this.email.send({ to: sent.customer_email, ...mail }, trx);
    });
    this.email.wake();
    return this.detail(id);
  }

  /** Staff withdraw a request or a sent quote; the buyer is told. */
  async withdraw(actor: Actor, id: number, input: QuoteDecisionInput): Promise<QuoteDetail> {
    assertPermitted(actor.role, 'prices');
    const quote = await this.readOpen(id);
    const lang = await accountLanguage(this.db, quote.user_id);
    await this.move(
      actor,
      quote,
      input.version,
      ['requested', 'sent'],
      'withdrawn',
      'quote.withdraw',
      {
        to: quote.customer_email,
        ...quoteWithdrawnEmail(quote, this.publicUrl, lang),
      },
    );
    return this.detail(id);
  }

  /** A message from the shop on the thread, emailed to the buyer. */
  async staffMessage(actor: Actor, id: number, input: QuoteMessageInput): Promise<QuoteDetail> {
    assertPermitted(actor.role, 'orders');
    await this.addMessage(actor, await this.readOpen(id), 'shop', input.body);
    return this.detail(id);
  }
}
