import type { AdminProduct } from '@shop/shared/admin/products';
import { MAX_SPECIFICATIONS } from '@shop/shared/admin/products';
import type { ProductFormValues } from '@shop/shared/admin/product-form';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@shop/shared/admin/stock';
import { MAX_PRICE_BANDS } from '@shop/shared/pricing/price-bands';

/** Blank specification rows a new product's form starts with (more by "Add a row"). */
export const BLANK_SPEC_ROWS = 3;

const blankRow = () => ({ name: '', value: '', nameHi: '' });

/** Room to type one more specification without a post: a blank row after the last, within the limit. */
export function withBlankRow(
  rows: ProductFormValues['specifications'],
): ProductFormValues['specifications'] {
  const last = rows.at(-1);
  const blankLast = last !== undefined && last.name === '' && last.value === '';
  return blankLast || rows.length >= MAX_SPECIFICATIONS ? rows : [...rows, blankRow()];
}

/** Room to type one more quantity price without a post, within the limit. */
function withBlankBand(rows: ProductFormValues['priceBands']): ProductFormValues['priceBands'] {
  return rows.length >= MAX_PRICE_BANDS ? rows : [...rows, { minQuantity: '', price: '' }];
}

const blank: ProductFormValues = {
  intent: 'save',
  name: '',
  category: '',
  brand: '',
  sku: '',
  price: '',
  priceBands: [],
  originalPrice: '',
  badge: '',
  stock: '0',
  lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
  warrantyYears: '1',
  hsn: '',
  description: '',
  features: '',
  specifications: [],
  images: [],
  returnable: true,
  hidden: false,
  weightGrams: '',
  lengthCm: '',
  breadthCm: '',
  heightCm: '',
  nameHi: '',
  descriptionHi: '',
  featuresHi: '',
  revision: '',
  expectedStock: '',
  imagePath: '',
};

/** A measurement as its field shows it: blank when not measured. */
const measured = (value: number | null) => (value === null ? '' : String(value));

/** A new product's form. */
export function emptyValues(): ProductFormValues {
  return {
    ...blank,
    specifications: Array.from({ length: BLANK_SPEC_ROWS }, blankRow),
    priceBands: withBlankBand([]),
  };
}

/** A product as its form shows it, read at its revision and stock (ADR 084). */
export function valuesOf(p: AdminProduct): ProductFormValues {
  return {
    ...blank,
    name: p.name,
    category: p.category,
    brand: p.brand,
    sku: p.sku ?? '',
    price: String(p.price),
    priceBands: withBlankBand(
      p.priceBands.map((b) => ({ minQuantity: String(b.minQuantity), price: String(b.price) })),
    ),
    originalPrice: p.originalPrice === null ? '' : String(p.originalPrice),
    badge: p.badge ?? '',
    stock: String(p.stock),
    lowStockThreshold: String(p.lowStockThreshold),
    warrantyYears: String(p.warrantyYears),
    returnable: p.returnable,
    hsn: p.hsn,
    description: p.description,
    features: p.features.join('\n'),
    specifications: withBlankRow(
      p.specifications.map((s) => ({
        name: s.name,
        value: s.value,
        nameHi: p.specificationNamesHi[s.name] ?? '',
      })),
    ),
    images: [...p.images],
    hidden: p.hidden,
    weightGrams: measured(p.weightGrams),
    lengthCm: measured(p.lengthCm),
    breadthCm: measured(p.breadthCm),
    heightCm: measured(p.heightCm),
    nameHi: p.nameHi ?? '',
    descriptionHi: p.descriptionHi ?? '',
    featuresHi: p.featuresHi.join('\n'),
    revision: String(p.revision),
    expectedStock: String(p.stock),
  };
}

/**
 * The values as the form's fields hold them (Conform's raw values): a ticked box is 'on', an
 * unticked one absent; the chosen file and the button are not sent back.
 */
export function fieldValues(values: ProductFormValues): Record<string, unknown> {
  const { upload: _upload, intent: _intent, returnable, hidden, ...text } = values;
  return {
    ...text,
    returnable: returnable ? 'on' : undefined,
    hidden: hidden ? 'on' : undefined,
  };
}

/** The name of a specification row's field in the form (Conform's way of naming list items). */
export const specField = (i: number, part: 'name' | 'value' | 'nameHi') =>
  `specifications[${i}].${part}`;

/** The name of a quantity price row's field in the form. */
export const bandField = (i: number, part: 'minQuantity' | 'price') => `priceBands[${i}].${part}`;
