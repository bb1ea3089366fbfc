import type { AdminQuoteListQuery } from '@shop/shared/quotes/admin-list';
import type { QuoteStatus } from '@shop/shared/quotes/quote';
import { financialYear } from '@shop/shared/format/india-time';
import { quoteNumber } from '@shop/shared/quotes/quote';
import type { Database } from '../../db/database';
import type { NewRow, Row } from '../../db/schema';
import { containsPattern, lowerLike, offsetOf } from '../admin/paging';

export type QuoteRow = Row<'quotes'>;
export type QuoteLineRow = Row<'quote_lines'>;
export type QuoteMessageRow = Row<'quote_messages'>;

export async function insertQuote(db: Database, quote: Omit<NewRow<'quotes'>, 'id'>) {
  const row = await db.insertInto('quotes').values(quote).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertQuoteLines(db: Database, lines: NewRow<'quote_lines'>[]) {
  await db.insertInto('quote_lines').values(lines).execute();
}

export function findQuote(db: Database, id: number): Promise<QuoteRow | undefined> {
  return db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The quote's lines, in the order requested. */
export function findQuoteLines(db: Database, id: number): Promise<QuoteLineRow[]> {
  return db
    .selectFrom('quote_lines')
    .selectAll()
    .where('quote_id', '=', id)
    .orderBy('line_no')
    .execute();
}

export function findQuoteMessages(db: Database, id: number): Promise<QuoteMessageRow[]> {
  return db
    .selectFrom('quote_messages')
    .selectAll()
    .where('quote_id', '=', id)
    .orderBy('id')
    .execute();
}

export async function insertQuoteMessage(
  db: Database,
  message: Omit<NewRow<'quote_messages'>, 'id'>,
) {
  await db.insertInto('quote_messages').values(message).execute();
}

/**
 * Saves a change of the quote if it is still at `version` (and, when given, in `from` status):
 * false when someone else changed it first, so the caller answers 409 (ADR 084).
 */
export async function updateQuote(
  db: Database,
  id: number,
  version: number,
  changes: Partial<Omit<QuoteRow, 'id' | 'version'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('quotes')
    .set({ ...changes, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setLinePrice(db: Database, id: number, lineNo: number, unitPrice: number) {
  await db
    .updateTable('quote_lines')
    .set({ unit_price: unitPrice })
    .where('quote_id', '=', id)
    .where('line_no', '=', lineNo)
    .execute();
}

/** The buyer's quotes, newest first. */
export function listUserQuotes(db: Database, userId: number, limit: number) {
  return db
    .selectFrom('quotes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A page of quotes for the back office, newest first. */
export async function listQuotes(
  db: Database,
  query: AdminQuoteListQuery,
): Promise<{ rows: QuoteRow[]; total: number }> {
  let base = db.selectFrom('quotes');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.q) {
    const like = containsPattern(query.q);
    base = base.where((eb) =>
      eb.or(
        ['quote_number', 'customer_email', 'customer_name', 'business_name', 'po_number'].map(
          (column) => lowerLike(column, like),
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** How many lines each quote has. */
export async function lineCounts(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('quote_lines')
    .select((eb) => ['quote_id', eb.fn.countAll<number>().as('n')])
    .where('quote_id', 'in', ids)
    .groupBy('quote_id')
    .execute();
  return new Map(rows.map((r) => [r.quote_id, Number(r.n)]));
}

/** Sent quotes whose last day to accept is before `today` (India date). */
export function overdueQuotes(db: Database, today: string, limit = 500) {
  return db
    .selectFrom('quotes')
    .selectAll()
    .where('status', '=', 'sent' satisfies QuoteStatus)
    .where('valid_until', '<', today)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The next number of the financial year's quotation series; call in the transaction that sends
 * the quote, so a rollback takes the number back and the series has no gaps.
 */
export async function issueQuoteNumber(db: Database, now: Date): Promise<string> {
  const fy = financialYear(now);
  await db
    .insertInto('quote_counters')
    .values({ financial_year: fy, last_number: 0 })
    .onConflict((oc) => oc.column('financial_year').doNothing())
    .execute();
  const { last_number } = await db
    .updateTable('quote_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('financial_year', '=', fy)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return quoteNumber(fy, last_number);
}
