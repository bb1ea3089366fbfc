import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * Every money column is 64-bit (ADR 085). A column holds money when its name says so: a word
 * of paise, price, amount, total, subtotal, fee, tax, shipping or value, and it does not end in a
 * word that counts or rates (total_items, tax_rate). A new money column made `integer` on
 * PostgreSQL (32-bit: ₹2.15 crore in paise) fails here.
 */
const MONEY_WORD = /(^|_)(paise|price|amount|total|subtotal|fee|tax|shipping|value)(_|$)/;
const NOT_MONEY = /_(items|rate|count|no|id|at)$/;
/** Columns the rule would take for money that hold none, each with what it holds. */
const NOT_MONEY_COLUMNS = new Set([
  'web_vitals.value', // a Core Web Vitals reading: milliseconds, or a layout-shift score
]);
const isMoney = (c: NumberColumn) =>
  MONEY_WORD.test(c.column) &&
  !NOT_MONEY.test(c.column) &&
  !NOT_MONEY_COLUMNS.has(`${c.table}.${c.column}`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface NumberColumn {
  table: string;
  column: string;
  type: string;
}

/** Every whole-number column of the shop's tables, with its declared type in lower case. */
async function integerColumns(): Promise<NumberColumn[]> {
  const db = t.database.db;
  if (engine === 'postgres') {
    const found = await sql<NumberColumn>`
      select table_name as "table", column_name as "column", data_type as "type"
      from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision')
      order by 1, 2`.execute(db);
    return found.rows;
  }
  const found = await sql<NumberColumn>`
    select m.name as "table", p.name as "column", lower(p.type) as "type"
    from sqlite_master m, pragma_table_info(m.name) p
    where m.type = 'table' and m.name not like 'sqlite_%'
      and lower(p.type) in ('integer', 'int', 'bigint', 'smallint', 'real', 'numeric')
    order by 1, 2`.execute(db);
  return found.rows;
}

describe(`money columns on ${engine}`, () => {
  it('are 64-bit integers, every one the naming rule finds', async () => {
    const money = (await integerColumns()).filter(isMoney);
    const names = money.map((c) => `${c.table}.${c.column}`);
    // The rule still finds the amounts an order is made of (a rename would hide one).
    expect(names).toEqual(
      expect.arrayContaining([
        'orders.total_amount',
        'orders.subtotal',
        'orders.tax',
        'orders.shipping',
        'orders.cod_fee',
        'order_lines.taxable_value',
        'order_lines.unit_price',
        'payments.amount_paise',
        'refunds.amount_paise',
        'products.price',
      ]),
    );
    expect(names).not.toContain('orders.total_items');
    expect(names).not.toContain('order_lines.tax_rate');
    // PostgreSQL's bigint; SQLite's INTEGER is 64-bit already.
    const wanted = engine === 'postgres' ? 'bigint' : 'integer';
    expect(money.filter((c) => c.type !== wanted)).toEqual([]);
  });
});
