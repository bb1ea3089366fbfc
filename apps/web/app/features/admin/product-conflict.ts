import type { AdminProduct } from '@shop/shared/admin/products';
import type { ProductFormValues } from '@shop/shared/admin/product-form';
import { valuesOf } from './product-draft';

/** One field that differs between the product as saved now and the form sent. */
export interface ConflictRow {
  label: string;
  /** As saved now, by someone else or by orders. */
  theirs: string;
  /** As the form would save it. */
  yours: string;
}

/**
 * A save refused because the product moved on since the form was read (ADR 084): what differs,
 * field by field, and the revision and stock the form now carries.
 */
export interface ProductConflict {
  rows: ConflictRow[];
  revision: number;
  stock: number;
}

const LABELS: [keyof ProductFormValues, string][] = [
  ['name', 'Name'],
  ['category', 'Category'],
  ['brand', 'Brand'],
  ['sku', 'SKU'],
  ['price', 'Price (₹)'],
  ['priceBands', 'Quantity prices'],
  ['originalPrice', 'Original price (₹)'],
  ['badge', 'Badge'],
  ['stock', 'Stock'],
  ['lowStockThreshold', 'Low-stock alert at'],
  ['warrantyYears', 'Warranty (years)'],
  ['hsn', 'HSN code'],
  ['description', 'Description'],
  ['features', 'Features'],
  ['specifications', 'Specifications'],
  ['images', 'Images'],
  ['returnable', 'Returnable'],
  ['hidden', 'Hidden'],
  ['weightGrams', 'Packed weight (g)'],
  ['lengthCm', 'Box length (cm)'],
  ['breadthCm', 'Box breadth (cm)'],
  ['heightCm', 'Box height (cm)'],
  ['nameHi', 'Name in Hindi'],
  ['descriptionHi', 'Description in Hindi'],
  ['featuresHi', 'Features in Hindi'],
];

function shown(value: ProductFormValues[keyof ProductFormValues]): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.trim() === '' ? '(empty)' : value.trim();
  if (!Array.isArray(value) || value.length === 0) return '(none)';
  return value
    .map((v) => {
      if (typeof v === 'string') return v;
      if ('minQuantity' in v) return v.minQuantity === '' ? '' : `${v.minQuantity}+: ₹${v.price}`;
      if (v.name === '' && v.value === '') return '';
      return `${v.name}${v.nameHi ? ` (${v.nameHi})` : ''}: ${v.value}`;
    })
    .filter((v) => v !== '')
    .join('\n');
}

/**
 * The form sent, moved onto the product as it is now: the staff member's own values, the new
 * revision, and a stock that keeps their change (typed minus read) on top of the stock now, so
 * saving it again never gives back what orders took. A cut larger than the stock left keeps the
 * stock as it is.
 */
export function rebase(sent: ProductFormValues, now: AdminProduct): ProductFormValues {
  const typed = Number(sent.stock);
  const read = Number(sent.expectedStock);
  const moved = now.stock + (typed - read);
  const stock = Number.isInteger(moved) && moved >= 0 ? moved : now.stock;
  return {
    ...sent,
    stock: String(stock),
    revision: String(now.revision),
    expectedStock: String(now.stock),
  };
}

/** What saving `mine` would change in the product as saved now, field by field. */
export function conflictOf(mine: ProductFormValues, now: AdminProduct): ProductConflict {
  const theirs = valuesOf(now);
  const rows: ConflictRow[] = [];
  for (const [key, label] of LABELS) {
    const a = shown(theirs[key]);
    const b = shown(mine[key]);
    if (a !== b) rows.push({ label, theirs: a, yours: b });
  }
  return { rows, revision: now.revision, stock: now.stock };
}
