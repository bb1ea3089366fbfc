import { z } from '../validation/z';
import { productShape } from './products';
import { SKU_ERROR, skuSchema } from '../catalogue/sku';
import { BANDS_CELL_ERROR, readBandsCell, type PriceBand } from '../pricing/price-bands';
import { HINDI_CSV_COLUMNS, readHindiCells, type HindiCells } from './product-import-hindi';

/*
 * Bulk price and stock changes from a CSV file (ADR 066). The export's columns
 * are the import's: staff export the catalogue, change prices, stock or package measurements in
 * a spreadsheet and import the file. Only `id` and the columns below are read; an empty cell
 * leaves the value as it is. The whole file is checked first, and nothing changes when any row
 * is refused.
 */

/**
 * Columns of the catalogue export, in order. The import reads `id` and changes `price`, `stock`,
 * `low_stock_threshold` (ADR 069) and the packed weight and box (ADR 099). `expected_stock` is
 * the stock when exported, left as it is: a stock count is taken only while the product's stock
 * is still that (ADR 084).
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'brand',
  'sku',
  'hsn',
  'price',
  'price_bands',
  'mrp',
  'stock',
  'hidden',
  'low_stock_threshold',
  'weight_grams',
  'length_cm',
  'breadth_cm',
  'height_cm',
  'expected_stock',
  ...HINDI_CSV_COLUMNS,
] as const;

/** Rows read from one file at most (a distributor's whole range fits). */
export const MAX_IMPORT_ROWS = 100_000;

export const IMPORT_ERRORS = {
  noId: 'The file needs an "id" column (export the catalogue to get one)',
  nothingToChange:
    'The file needs a "price", "price_bands", "sku", "stock", "low_stock_threshold", "weight_grams", "length_cm", "breadth_cm", "height_cm" or Hindi ("name_hi", "description_hi", "features_hi", "specification_names_hi") column',
  tooManyRows: `A file can change at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} products`,
  empty: 'The file has no rows under its header',
  id: 'Product id must be a whole number',
  unknownId: (id: number) => `No product with id ${id}`,
  duplicate: (id: number, line: number) => `Product ${id} is already changed on line ${line}`,
  aboveMrp: (price: number, mrp: number) =>
    `Price ₹${price} is above the product's MRP ₹${mrp}; change the MRP in the product first`,
  file: 'Choose a CSV file',
  stockMoved: (exported: number, now: number) =>
    `Stock moved from ${exported} to ${now} since the export (orders or another edit), so this count is out of date: export again and count from there`,
  skuInFile: (sku: string, line: number) => `SKU ${sku} is already given on line ${line}`,
  noExpectedStock:
    'A stock change needs the "expected_stock" column the export gives (the stock the count started from)',
} as const;

/** One row's requested change; undefined fields stay as they are. */
export interface ImportRow extends HindiCells {
  /** Line of the file (the header is line 1). */
  line: number;
  id: number;
  price?: number;
  sku?: string;
  priceBands?: PriceBand[];
  stock?: number;
  /** The stock when the file was exported (its `expected_stock`). */
  expectedStock?: number;
  lowStockThreshold?: number;
  weightGrams?: number;
  lengthCm?: number;
  breadthCm?: number;
  heightCm?: number;
}

/** The package measurements an import may set (ADR 099); null before: not measured until now. */
export const MEASUREMENT_FIELDS = ['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

export interface ImportProblem {
  /** 0: the file as a whole. */
  line: number;
  message: string;
}

export interface ImportChange {
  line: number;
  id: number;
  name: string;
  price?: { from: number; to: number };
  /** As their CSV cells: "SB-BM-100", and "10:36; 50:32" or "none" (ADR 104). */
  sku?: { from: string | null; to: string };
  priceBands?: { from: string; to: string };
  stock?: { from: number; to: number };
  lowStockThreshold?: { from: number; to: number };
  weightGrams?: { from: number | null; to: number };
  lengthCm?: { from: number | null; to: number };
  breadthCm?: { from: number | null; to: number };
  heightCm?: { from: number | null; to: number };
  /** The Hindi (ADR 108) as CSV cells; '' is not written. */
  nameHi?: { from: string; to: string };
  descriptionHi?: { from: string; to: string };
  featuresHi?: { from: string; to: string };
  specificationNamesHi?: { from: string; to: string };
}

/** What an import would do (dry run) or did (applied). */
export interface ImportReport {
  applied: boolean;
  /** Data rows read. */
  rows: number;
  changes: ImportChange[];
  /** Rows whose values equal the product's already. */
  unchanged: number;
  problems: ImportProblem[];
}

const idSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: IMPORT_ERRORS.id })
    .int(IMPORT_ERRORS.id)
    .min(1, IMPORT_ERRORS.id)
    .max(2_147_483_647, IMPORT_ERRORS.id),
);
const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** The columns an import changes: the file's header, the product field, the form's own rule. */
const IMPORTED_COLUMNS = [
  ['price', 'price', productShape.price],
  ['stock', 'stock', productShape.stock],
  ['low_stock_threshold', 'lowStockThreshold', productShape.lowStockThreshold.unwrap()],
  ['weight_grams', 'weightGrams', productShape.weightGrams.unwrap()],
  ['length_cm', 'lengthCm', productShape.lengthCm.unwrap()],
  ['breadth_cm', 'breadthCm', productShape.breadthCm.unwrap()],
  ['height_cm', 'heightCm', productShape.heightCm.unwrap()],
] as const;

/**
 * Reads the parsed records of a file (header names lower-cased) into row changes and problems.
 * Prices and stock follow the product form's own rules; ids must be unique in the file.
 */
export function readImportRecords(records: Record<string, string>[]): {
  rows: ImportRow[];
  problems: ImportProblem[];
} {
  const problems: ImportProblem[] = [];
  const columns = new Set(records.length ? Object.keys(records[0]!) : []);
  if (records.length === 0)
    return { rows: [], problems: [{ line: 0, message: IMPORT_ERRORS.empty }] };
  if (!columns.has('id')) problems.push({ line: 0, message: IMPORT_ERRORS.noId });
  const changing = [
    ...IMPORTED_COLUMNS.map(([column]) => column),
    'sku',
    'price_bands',
    ...HINDI_CSV_COLUMNS,
  ];
  if (!changing.some((column) => columns.has(column))) {
    problems.push({ line: 0, message: IMPORT_ERRORS.nothingToChange });
  }
  if (records.length > MAX_IMPORT_ROWS)
    problems.push({ line: 0, message: IMPORT_ERRORS.tooManyRows });
  if (problems.length) return { rows: [], problems };

  const rows: ImportRow[] = [];
  const seen = new Map<number, number>();
  records.forEach((record, i) => {
    const line = i + 2;
    const id = idSchema.safeParse(record.id);
    if (!id.success) {
      problems.push({ line, message: IMPORT_ERRORS.id });
      return;
    }
    const row: ImportRow = { line, id: id.data };
    for (const [column, field, schema] of IMPORTED_COLUMNS) {
      if (blank(record[column])) continue;
      const value = schema.safeParse(record[column]!.trim());
      // A blank cell was skipped above, so a measurement read here is a number, never null.
      if (value.success && value.data !== null) row[field] = value.data;
      else if (!value.success) problems.push({ line, message: value.error.issues[0]!.message });
    }
    if (!blank(record.sku)) {
      const sku = skuSchema.safeParse(record.sku);
      if (sku.success && sku.data !== null) row.sku = sku.data;
      else problems.push({ line, message: SKU_ERROR });
    }
    if (!blank(record.price_bands)) {
      const bands = readBandsCell(record.price_bands!);
      if (bands) row.priceBands = bands;
      else problems.push({ line, message: BANDS_CELL_ERROR });
    }
    const hindi = readHindiCells(record);
    if ('problem' in hindi) problems.push({ line, message: hindi.problem });
    else Object.assign(row, hindi);
    if (!blank(record.expected_stock)) {
      const expected = productShape.stock.safeParse(record.expected_stock!.trim());
      if (expected.success) row.expectedStock = expected.data;
      else problems.push({ line, message: expected.error.issues[0]!.message });
    }
    const earlier = seen.get(id.data);
    if (earlier !== undefined)
      problems.push({ line, message: IMPORT_ERRORS.duplicate(id.data, earlier) });
    seen.set(id.data, line);
    rows.push(row);
  });
  return { rows, problems };
}

/** POST /api/admin/products/import: the file's text; `apply` false (default) is a dry run. */
export const importBodySchema = z
  .object({
    csv: z.string({ error: IMPORT_ERRORS.file }).min(1, IMPORT_ERRORS.file),
    apply: z.boolean().default(false),
  })
  .strict();

/**
 * The import page's two forms (a dry run, then the change): "Check file" sends the chosen file; "Apply" sends again the text
 * of the file just checked, so it need not be chosen twice.
 */
export const importFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('check'), file: z.file({ error: IMPORT_ERRORS.file }) }),
  z.object({ intent: z.literal('apply'), csv: z.string({ error: IMPORT_ERRORS.file }).min(1) }),
]);
