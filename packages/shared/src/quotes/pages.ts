import type { Page } from '../admin/paging';
import type { AdminQuoteListQuery } from './admin-list';
import type {
  QuoteAcceptInput,
  QuoteDecisionInput,
  QuoteMessageInput,
  QuoteRequestInput,
  QuoteSendInput,
} from './inputs';
import type { QuoteDetail, QuoteSummary } from './quote';

/** A signed-in buyer's quotation steps, as the pages call them (the API's service). */
export interface BuyerQuotePages {
  list(): Promise<QuoteSummary[]>;
  /** Undefined when there is no such quote of this buyer's. */
  get(id: number): Promise<QuoteDetail | undefined>;
  request(input: QuoteRequestInput): Promise<QuoteDetail>;
  /** Places the order at the quoted prices; answers its id. */
  accept(id: number, input: QuoteAcceptInput): Promise<string>;
  decline(id: number, input: QuoteDecisionInput): Promise<QuoteDetail>;
  message(id: number, input: QuoteMessageInput): Promise<QuoteDetail>;
  /** Whether the order has a proforma invoice (unpaid, open, a business's). */
  proformaAvailable(orderId: string): Promise<boolean>;
}

/** The back office's quotation steps; pricing and withdrawing are refused to a role without prices. */
export interface StaffQuotePages {
  list(query: AdminQuoteListQuery): Promise<Page<QuoteSummary>>;
  get(id: number): Promise<QuoteDetail | undefined>;
  send(id: number, input: QuoteSendInput): Promise<QuoteDetail>;
  withdraw(id: number, input: QuoteDecisionInput): Promise<QuoteDetail>;
  message(id: number, input: QuoteMessageInput): Promise<QuoteDetail>;
}
