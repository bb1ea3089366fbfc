import {
  MAX_IMAGES,
  MAX_SPECIFICATIONS,
  type AdminProduct,
  type ProductInputDraft,
} from '@shop/shared/admin/products';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@shop/shared/admin/stock';

/** The product form's values as its fields hold them, between posts of the form. */
export interface ProductDraft {
  name: string;
  category: string;
  brand: string;
  price: string;
  originalPrice: string;
  badge: string;
  stock: string;
  lowStockThreshold: string;
  warrantyYears: string;
  returnable: boolean;
  hsn: string;
  description: string;
  /** One feature per line. */
  features: string;
  specifications: { name: string; value: string }[];
  images: string[];
  hidden: boolean;
  /** The version the form was read at (ADR 084); '' on a new product's form. */
  revision: string;
  expectedStock: string;
}

/** Blank specification rows a new product's form starts with (more by "Add a row"). */
export const BLANK_SPEC_ROWS = 3;

const blankRow = () => ({ name: '', value: '' });

/** Room to type one more specification without a post: a blank row after the last, within the limit. */
export function withBlankRow(rows: ProductDraft['specifications']): ProductDraft['specifications'] {
  const last = rows.at(-1);
  const blankLast = last !== undefined && last.name === '' && last.value === '';
  return blankLast || rows.length >= MAX_SPECIFICATIONS ? rows : [...rows, blankRow()];
}

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    category: '',
    brand: '',
    price: '',
    originalPrice: '',
    badge: '',
    stock: '0',
    lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
    warrantyYears: '1',
    returnable: true,
    hsn: '',
    description: '',
    features: '',
    specifications: Array.from({ length: BLANK_SPEC_ROWS }, blankRow),
    images: [],
    hidden: false,
    revision: '',
    expectedStock: '',
  };
}

export function draftOf(p: AdminProduct): ProductDraft {
  return {
    name: p.name,
    category: p.category,
    brand: p.brand,
    price: String(p.price),
    originalPrice: p.originalPrice === null ? '' : String(p.originalPrice),
    badge: p.badge ?? '',
    stock: String(p.stock),
    lowStockThreshold: String(p.lowStockThreshold),
    warrantyYears: String(p.warrantyYears),
    returnable: p.returnable,
    hsn: p.hsn,
    description: p.description,
    features: p.features.join('\n'),
    specifications: withBlankRow(p.specifications.map((s) => ({ name: s.name, value: s.value }))),
    images: [...p.images],
    hidden: p.hidden,
    revision: String(p.revision),
    expectedStock: String(p.stock),
  };
}

/** The name of a specification row's field in the form (Conform's way of naming list items). */
export const specField = (i: number, part: 'name' | 'value') => `specifications[${i}].${part}`;
const SPEC_FIELD = /^specifications\[(\d{1,4})\]\.(name|value)$/;

/**
 * The draft a posted form holds. Whatever was sent is kept as text for the fields to show
 * again; one row or image past the limits is kept so that the schema says so, the rest dropped.
 */
export function draftFromForm(form: FormData): ProductDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const rows = new Map<number, { name: string; value: string }>();
  for (const [key, value] of form) {
    const match = SPEC_FIELD.exec(key);
    if (!match || typeof value !== 'string') continue;
    const i = Number(match[1]);
    const row = rows.get(i) ?? blankRow();
    // The regex allows only 'name' or 'value' here.
    row[match[2] as 'name' | 'value'] = value;
    rows.set(i, row);
  }
  return {
    name: text('name'),
    category: text('category'),
    brand: text('brand'),
    price: text('price'),
    originalPrice: text('originalPrice'),
    badge: text('badge'),
    stock: text('stock'),
    lowStockThreshold: text('lowStockThreshold'),
    warrantyYears: text('warrantyYears'),
    returnable: form.has('returnable'),
    hsn: text('hsn'),
    description: text('description'),
    features: text('features'),
    specifications: [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row]) => row)
      .slice(0, MAX_SPECIFICATIONS + 1),
    images: form
      .getAll('images')
      .filter((v): v is string => typeof v === 'string' && v !== '')
      .slice(0, MAX_IMAGES + 1),
    hidden: form.has('hidden'),
    revision: text('revision'),
    expectedStock: text('expectedStock'),
  };
}

/** What the schema checks: it turns text into numbers and drops blank lines and rows. */
export function inputOf(d: ProductDraft): ProductInputDraft {
  return {
    name: d.name,
    // The draft may hold '' or anything posted: productInputSchema refuses it with the field's message.
    category: d.category as ProductInputDraft['category'],
    brand: d.brand,
    price: d.price,
    originalPrice: d.originalPrice,
    badge: d.badge,
    stock: d.stock,
    lowStockThreshold: d.lowStockThreshold,
    warrantyYears: d.warrantyYears,
    returnable: d.returnable,
    hsn: d.hsn,
    description: d.description,
    features: d.features.split('\n'),
    specifications: d.specifications,
    images: d.images,
    hidden: d.hidden,
  };
}
