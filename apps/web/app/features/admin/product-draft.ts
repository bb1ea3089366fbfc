import type { AdminProduct, ProductInputDraft } from '@shop/shared/admin/products';

/** The product form's state: every field as the inputs hold it. */
export interface ProductDraft {
  name: string;
  category: string;
  brand: string;
  price: string;
  originalPrice: string;
  badge: string;
  stock: string;
  warrantyYears: string;
  returnable: boolean;
  hsn: string;
  description: string;
  /** One feature per line. */
  features: string;
  specifications: { key: number; name: string; value: string }[];
  images: string[];
  hidden: boolean;
}

let rowKey = 0;
export const specRow = (name = '', value = '') => ({ key: ++rowKey, name, value });

export function emptyDraft(): ProductDraft {
  return {
    name: '',
    category: '',
    brand: '',
    price: '',
    originalPrice: '',
    badge: '',
    stock: '0',
    warrantyYears: '1',
    returnable: true,
    hsn: '',
    description: '',
    features: '',
    specifications: [specRow()],
    images: [],
    hidden: false,
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
    warrantyYears: String(p.warrantyYears),
    returnable: p.returnable,
    hsn: p.hsn,
    description: p.description,
    features: p.features.join('\n'),
    specifications: p.specifications.length
      ? p.specifications.map((s) => specRow(s.name, s.value))
      : [specRow()],
    images: [...p.images],
    hidden: p.hidden,
  };
}

/** What the API takes: the shared schema turns text into numbers and drops blank lines and rows. */
export function inputOf(d: ProductDraft): ProductInputDraft {
  return {
    name: d.name,
    // The draft may hold '' (none chosen): productInputSchema refuses it with the field's message.
    category: d.category as ProductInputDraft['category'],
    brand: d.brand,
    price: d.price,
    originalPrice: d.originalPrice,
    badge: d.badge,
    stock: d.stock,
    warrantyYears: d.warrantyYears,
    returnable: d.returnable,
    hsn: d.hsn,
    description: d.description,
    features: d.features.split('\n'),
    specifications: d.specifications.map(({ name, value }) => ({ name, value })),
    images: d.images,
    hidden: d.hidden,
  };
}
