import type { ProductInput } from '@shop/shared/admin/products';
import {
  IMPORT_ERRORS,
  type ImportChange,
  type ImportProblem,
  type ImportRow,
} from '@shop/shared/admin/product-import';
import { bandsCell, priceBandProblems, type PriceBand } from '@shop/shared/pricing/price-bands';
import { SKU_TAKEN } from '@shop/shared/catalogue/sku';
import type { Database } from '../../../db/database';
import { ConflictError, InvalidInputError } from '../../../lib/domain-errors';

/**
 * Refuses bands that no longer fit the product's price (a save that changed the price but left
 * the bands out keeps them, so the schema alone cannot see it), each problem under its row.
 */
export function checkPriceBands(input: Pick<ProductInput, 'price' | 'priceBands'>): void {
  const problems = priceBandProblems(input.price, input.priceBands);
  if (problems.length === 0) return;
  const fields = Object.fromEntries(
    problems.map((p) => [`priceBands.${p.index}${p.field ? `.${p.field}` : ''}`, p.message]),
  );
  throw new InvalidInputError('bad_request', problems[0]!.message, fields);
}

/**
 * Refuses a SKU another product already has (409, under the field), before the unique index
 * would: the index still stops two saves racing for one code.
 */
export async function checkSkuFree(
  db: Database,
  sku: string | null,
  productId: number | undefined,
): Promise<void> {
  if (sku === null) return;
  const holder = await db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', sku)
    .$if(productId !== undefined, (q) => q.where('id', '<>', productId!))
    .executeTakeFirst();
  if (holder) {
    throw new ConflictError('sku_taken', SKU_TAKEN(sku, holder.id), {
      sku: SKU_TAKEN(sku, holder.id),
    });
  }
}

/**
 * The products that hold the SKUs a file gives (code → product id), after refusing a code given
 * on two lines of the file.
 */
export async function skuHoldersOf(
  db: Database,
  rows: readonly ImportRow[],
  problems: ImportProblem[],
): Promise<Map<string, number>> {
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    if (row.sku === undefined) continue;
    const first = firstLine.get(row.sku);
    if (first === undefined) firstLine.set(row.sku, row.line);
    else problems.push({ line: row.line, message: IMPORT_ERRORS.skuInFile(row.sku, first) });
  }
  const codes = [...firstLine.keys()];
  const holders = new Map<string, number>();
  // A file of a whole catalogue gives every code: asked in chunks under the parameter limits.
  for (let i = 0; i < codes.length; i += 5_000) {
    const found = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('sku', 'in', codes.slice(i, i + 5_000))
      .execute();
    for (const p of found) if (p.sku !== null) holders.set(p.sku, p.id);
  }
  return holders;
}

/**
 * A row's SKU and quantity-price changes (ADR 104), as CSV cells, or why it cannot be taken: a
 * code another product holds, or bands that do not fit the price the row leaves.
 */
export function tradeChanges(
  row: ImportRow,
  now: { price: number; sku: string | null; priceBands: PriceBand[] },
  skuHolders: ReadonlyMap<string, number>,
): Pick<ImportChange, 'sku' | 'priceBands'> | { problem: string } {
  const changes: Pick<ImportChange, 'sku' | 'priceBands'> = {};
  if (row.sku !== undefined && row.sku !== now.sku) {
    const holder = skuHolders.get(row.sku);
    if (holder !== undefined && holder !== row.id) return { problem: SKU_TAKEN(row.sku, holder) };
    changes.sku = { from: now.sku, to: row.sku };
  }
  const bands = row.priceBands ?? now.priceBands;
  const problem = priceBandProblems(row.price ?? now.price, bands)[0];
  if (problem) return { problem: `Quantity price ${problem.index + 1}: ${problem.message}` };
  if (bandsCell(bands) !== bandsCell(now.priceBands)) {
    changes.priceBands = { from: bandsCell(now.priceBands), to: bandsCell(bands) };
  }
  return changes;
}
