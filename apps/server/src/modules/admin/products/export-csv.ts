import { PRODUCT_CSV_COLUMNS } from '@shop/shared/admin/product-import';
import { bandsCell } from '@shop/shared/pricing/price-bands';
import { stringify } from 'csv-stringify/sync';
import { fromJson } from '../../../db/column-types';
import type { Database } from '../../../db/database';
import { HINDI_COLUMNS, hindiCellsOf } from './content-fields';

/**
 * The whole catalogue (hidden products too) as CSV, oldest id first, in the columns the import
 * reads back (ADR 066): a byte order mark for Excel, CRLF line ends, formulas defused.
 */
export async function catalogueCsv(db: Database): Promise<string> {
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'category',
      'brand',
      'sku',
      'hsn',
      'price',
      'price_bands',
      'original_price',
      'stock',
      'hidden',
      'low_stock_threshold',
      'weight_grams',
      'length_cm',
      'breadth_cm',
      'height_cm',
      ...HINDI_COLUMNS,
    ])
    .orderBy('id')
    .execute();
  return stringify(
    rows.map((p) => [
      p.id,
      p.name,
      p.category,
      p.brand,
      p.sku ?? '',
      p.hsn,
      p.price,
      bandsCell(fromJson(p.price_bands)),
      p.original_price ?? '',
      p.stock,
      p.hidden ? 'yes' : 'no',
      p.low_stock_threshold,
      p.weight_grams ?? '',
      p.length_cm ?? '',
      p.breadth_cm ?? '',
      p.height_cm ?? '',
      p.stock,
      ...Object.values(hindiCellsOf(p)),
    ]),
    {
      bom: true,
      header: true,
      columns: [...PRODUCT_CSV_COLUMNS],
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}
