import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import {
  IMPORT_ERRORS,
  MEASUREMENT_FIELDS,
  readImportRecords,
  type ImportChange,
  type ImportProblem,
  type ImportReport,
  type ImportRow,
  type MeasurementField,
} from '@shop/shared/admin/product-import';
import { PERMISSION_ERRORS } from '@shop/shared/admin/permissions';
import { parse } from 'csv-parse/sync';
import type { Database } from '../../../db/database';
import { ConflictError } from '../../../lib/domain-errors';
import { fromJson, toJson } from '../../../db/column-types';
import { readBandsCell, type PriceBand } from '@shop/shared/pricing/price-bands';
import { skuHoldersOf, tradeChanges } from './trade-fields';
import { HINDI_COLUMNS, hindiCellsOf, hindiChanges, hindiSet } from './content-fields';
import { HINDI_FIELDS } from '@shop/shared/admin/product-import-hindi';

/** Ids looked up per query: well under every engine's parameter limit. */
const LOOKUP_CHUNK = 5_000;

/** The file's records with lower-cased header names, or the reason it cannot be read. */
function readCsv(text: string): { records: Record<string, string>[] } | { problem: ImportProblem } {
  try {
    const records: Record<string, string>[] = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
    });
    return { records };
  } catch (err) {
    // csv-parse's CsvError carries the line it stopped at as `lines`; other errors have none.
    const line = (err as { lines?: number }).lines ?? 0;
    const reason = err instanceof Error ? err.message : String(err);
    return { problem: { line, message: `The file cannot be read as CSV: ${reason}` } };
  }
}

/**
 * What importing `text` would change, checked against the catalogue as it is now: every row's
 * values, unknown ids, duplicates, a price above the product's MRP, a price change when
 * `allowed.prices` is false (a member of staff, ADR 070). `changes` are only the products whose
 * price, stock or low-stock threshold would move.
 */
export async function planImport(
  db: Database,
  text: string,
  allowed: { prices: boolean } = { prices: true },
): Promise<ImportReport> {
  const read = readCsv(text);
  if ('problem' in read) {
    return { applied: false, rows: 0, changes: [], unchanged: 0, problems: [read.problem] };
  }
  const { rows, problems } = readImportRecords(read.records);
  const ids = [...new Set(rows.map((r) => r.id))];
  const current = new Map<
    number,
    {
      name: string;
      price: number;
      sku: string | null;
      priceBands: PriceBand[];
      mrp: number | null;
      stock: number;
      threshold: number;
      measurements: Record<MeasurementField, number | null>;
      hindi: ReturnType<typeof hindiCellsOf>;
    }
  >();
  for (let i = 0; i < ids.length; i += LOOKUP_CHUNK) {
    const found = await db
      .selectFrom('products')
      .select([
        'id',
        'name',
        'price',
        'sku',
        'price_bands',
        'original_price',
        'stock',
        'low_stock_threshold',
        'weight_grams',
        'length_cm',
        'breadth_cm',
        'height_cm',
        ...HINDI_COLUMNS,
      ])
      .where('id', 'in', ids.slice(i, i + LOOKUP_CHUNK))
      .execute();
    for (const p of found) {
      current.set(p.id, {
        name: p.name,
        price: p.price,
        sku: p.sku,
        priceBands: fromJson(p.price_bands),
        mrp: p.original_price,
        stock: p.stock,
        threshold: p.low_stock_threshold,
        measurements: {
          weightGrams: p.weight_grams,
          lengthCm: p.length_cm,
          breadthCm: p.breadth_cm,
          heightCm: p.height_cm,
        },
        hindi: hindiCellsOf(p),
      });
    }
  }
  const skuHolders = await skuHoldersOf(db, rows, problems);
  const changes: ImportChange[] = [];
  let unchanged = 0;
  for (const row of rows) {
    const product = current.get(row.id);
    if (!product) {
      problems.push({ line: row.line, message: IMPORT_ERRORS.unknownId(row.id) });
      continue;
    }
    if (row.price !== undefined && product.mrp !== null && row.price > product.mrp) {
      problems.push({ line: row.line, message: IMPORT_ERRORS.aboveMrp(row.price, product.mrp) });
      continue;
    }
    const change: ImportChange = { line: row.line, id: row.id, name: product.name };
    if (row.price !== undefined && row.price !== product.price && !allowed.prices) {
      problems.push({ line: row.line, message: PERMISSION_ERRORS.prices });
      continue;
    }
    if (row.price !== undefined && row.price !== product.price) {
      change.price = { from: product.price, to: row.price };
    }
    const trade = tradeChanges(row, product, skuHolders);
    if ('problem' in trade) {
      problems.push({ line: row.line, message: trade.problem });
      continue;
    }
    if (trade.priceBands && !allowed.prices) {
      problems.push({ line: row.line, message: PERMISSION_ERRORS.prices });
      continue;
    }
    Object.assign(change, trade);
    const stock = stockChange(row, product.stock);
    if (stock && 'problem' in stock) {
      problems.push({ line: row.line, message: stock.problem });
      continue;
    }
    if (stock) change.stock = stock;
    if (row.lowStockThreshold !== undefined && row.lowStockThreshold !== product.threshold) {
      change.lowStockThreshold = { from: product.threshold, to: row.lowStockThreshold };
    }
    const measured = measurementChanges(row, product.measurements);
    if ('problem' in measured) {
      problems.push({ line: row.line, message: measured.problem });
      continue;
    }
    Object.assign(change, measured);
    Object.assign(change, hindiChanges(row, product.hindi));
    const moved = [
      ...HINDI_FIELDS.map((f) => change[f]),
      change.price,
      change.sku,
      change.priceBands,
      change.stock,
      change.lowStockThreshold,
      ...MEASUREMENT_FIELDS.map((f) => change[f]),
    ];
    if (moved.some(Boolean)) changes.push(change);
    else unchanged += 1;
  }
  problems.sort((a, b) => a.line - b.line);
  return { applied: false, rows: rows.length, changes, unchanged, problems };
}

/**
 * A row's stock change (ADR 084): a count is taken only from the stock it started from. A stock
 * cell left at the exported stock is no change, whatever orders did since; a new count over a
 * stock that moved since the export (or without the expected stock to tell) is refused.
 */
function stockChange(
  row: ImportRow,
  now: number,
): { from: number; to: number } | { problem: string } | undefined {
  if (row.stock === undefined) return undefined;
  if (row.expectedStock === undefined) {
    return row.stock === now ? undefined : { problem: IMPORT_ERRORS.noExpectedStock };
  }
  if (row.stock === row.expectedStock) return undefined;
  if (row.expectedStock !== now)
    return { problem: IMPORT_ERRORS.stockMoved(row.expectedStock, now) };
  return { from: now, to: row.stock };
}

/**
 * A row's package measurements that differ from the product's (ADR 099), or why they cannot be
 * taken: a box left with some sides measured and others not sizes no parcel.
 */
function measurementChanges(
  row: ImportRow,
  now: Record<MeasurementField, number | null>,
): Pick<ImportChange, MeasurementField> | { problem: string } {
  const after = { ...now };
  const changes: Pick<ImportChange, MeasurementField> = {};
  for (const field of MEASUREMENT_FIELDS) {
    const to = row[field];
    if (to === undefined || to === now[field]) continue;
    after[field] = to;
    changes[field] = { from: now[field], to };
  }
  const sides = [after.lengthCm, after.breadthCm, after.heightCm].filter((s) => s !== null);
  if (sides.length !== 0 && sides.length !== 3) return { problem: ADMIN_ERRORS.packageBox };
  return changes;
}

/**
 * Writes the planned changes (the caller's transaction), each moving the product's revision on.
 * A stock is written only over the stock the plan met, so a sale committed since the plan read
 * it refuses the whole import (ConflictError 'stock_moved') instead of being undone.
 */
export async function applyChanges(
  db: Database,
  changes: readonly ImportChange[],
  now: Date,
): Promise<void> {
  for (const change of changes) {
    const written = await db
      .updateTable('products')
      .set({
        ...(change.price && { price: change.price.to }),
        ...(change.sku && { sku: change.sku.to }),
        ...(change.priceBands && { price_bands: toJson(readBandsCell(change.priceBands.to)!) }),
        ...(change.stock && { stock: change.stock.to }),
        ...(change.lowStockThreshold && { low_stock_threshold: change.lowStockThreshold.to }),
        ...(change.weightGrams && { weight_grams: change.weightGrams.to }),
        ...(change.lengthCm && { length_cm: change.lengthCm.to }),
        ...(change.breadthCm && { breadth_cm: change.breadthCm.to }),
        ...(change.heightCm && { height_cm: change.heightCm.to }),
        ...hindiSet(change),
        updated_at: now.toISOString(),
      })
      .set((eb) => ({ revision: eb('revision', '+', 1) }))
      .where('id', '=', change.id)
      .$if(change.stock !== undefined, (q) => q.where('stock', '=', change.stock!.from))
      .executeTakeFirst();
    if (Number(written.numUpdatedRows) !== 1) {
      const moved = await db
        .selectFrom('products')
        .select('stock')
        .where('id', '=', change.id)
        .executeTakeFirst();
      throw new ConflictError(
        'stock_moved',
        IMPORT_ERRORS.stockMoved(change.stock!.from, moved?.stock ?? 0),
      );
    }
  }
}
