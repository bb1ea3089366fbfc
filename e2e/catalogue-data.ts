import type { APIRequestContext } from '@playwright/test';
import type { AdminProduct } from '../packages/shared/src/admin/products';
import type { Product } from '../packages/shared/src/catalogue/product';
import { formatPaiseExact, formatRupees } from '../packages/shared/src/format/money';
import { expect } from './fixtures';

/**
 * The shop's data as a journey needs it, read or made at run time: no journey
 * names a demo product by id or counts on a figure another spec may change (the back-office specs
 * add products while the others run).
 */

export type { Product };

/** The CSRF check's header for API writes (as people.ts's xhr; kept here to avoid an import cycle). */
const xhr = { 'x-requested-with': 'fetch' };

/** Query of GET /api/products (the /products page's), as strings. */
export type CatalogueQuery = Partial<
  Record<'category' | 'brand' | 'price' | 'search' | 'sort', string>
>;

/** What a journey needs of a product it finds in the catalogue. */
export interface ProductWanted extends CatalogueQuery {
  inStock?: boolean;
  /** At least this many in stock, so orders placed meanwhile by other specs do not sell it out. */
  minStock?: number;
  /** Anything else the journey needs (a discount, a warranty…). */
  where?: (product: Product) => boolean;
  /**
   * Whether its price may fall with the quantity (ADR 104): 'any' for a journey that buys fewer
   * units than any band starts at. Left out: one price for any quantity, so a journey's totals
   * are its price times its units.
   */
  priceBands?: boolean | 'any';
}

const PAGE_SIZE = 48; // the API's largest page

interface ProductPage {
  items: Product[];
  total: number;
  pageCount: number;
}

async function productPage(
  request: APIRequestContext,
  query: CatalogueQuery,
  page: number,
): Promise<ProductPage> {
  const params = new URLSearchParams({ ...query, page: String(page), pageSize: String(PAGE_SIZE) });
  const res = await request.get(`/api/products?${params.toString()}`);
  expect(res.status(), `GET /api/products?${params.toString()}`).toBe(200);
  return (await res.json()) as ProductPage;
}

/** How many products the shop lists for a query: what /products?… says it shows. */
export async function catalogueTotal(
  request: APIRequestContext,
  query: CatalogueQuery = {},
): Promise<number> {
  return (await productPage(request, query, 1)).total;
}

/** Every product the shop lists for a query, in the list's order (all pages). */
export async function catalogueProducts(
  request: APIRequestContext,
  query: CatalogueQuery = {},
): Promise<Product[]> {
  const first = await productPage(request, query, 1);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) {
    items.push(...(await productPage(request, query, page)).items);
  }
  return items;
}

/**
 * The first product the shop lists (in the query's order) that fits what the journey needs;
 * fails the test, saying what was looked for, when none does.
 */
export async function catalogueProduct(
  request: APIRequestContext,
  wanted: ProductWanted = {},
): Promise<Product> {
  const { inStock, minStock, where, priceBands = false, ...query } = wanted;
  const found = (await catalogueProducts(request, query)).find(
    (p) =>
      (priceBands === 'any' || p.priceBands.length > 0 === priceBands) &&
      (inStock === undefined || p.inStock === inStock) &&
      (minStock === undefined || p.stock >= minStock) &&
      (where === undefined || where(p)),
  );
  expect(found, `a catalogue product with ${JSON.stringify(wanted)}`).toBeDefined();
  return found!;
}

/** The product page of `id` as the API has it: the product and its related products. */
export async function productDetail(
  request: APIRequestContext,
  id: number,
): Promise<{ product: Product; related: Product[] }> {
  const res = await request.get(`/api/products/${id}`);
  expect(res.status(), `GET /api/products/${id}`).toBe(200);
  return (await res.json()) as { product: Product; related: Product[] };
}

/** A product of the journey's own, for one that changes its stock or price. */
export type NewProduct = Partial<Omit<Product, 'id' | 'inStock' | 'rating' | 'reviews'>> & {
  lowStockThreshold?: number;
  hidden?: boolean;
};

/**
 * Adds a product as staff through the back-office API (`admin` is a staff member's request
 * context, see adminContext in people.ts): a plain in-stock thermal printer unless `fields` say
 * otherwise. Answers the product as the back office stored it.
 */
export async function newProduct(
  admin: APIRequestContext,
  name: string,
  fields: NewProduct = {},
): Promise<AdminProduct> {
  const res = await admin.post('/api/admin/products', {
    headers: xhr,
    data: {
      name,
      category: 'thermal-printer',
      brand: 'Shubh',
      price: 4599,
      originalPrice: null,
      badge: null,
      stock: 20,
      warrantyYears: 1,
      returnable: true,
      hsn: '8443',
      description: 'Made by a browser journey.',
      features: [],
      specifications: [],
      images: ['/images/products/p1-1.svg'],
      ...fields,
    },
  });
  expect(res.status(), `POST /api/admin/products ${name}`).toBe(201);
  return ((await res.json()) as { product: AdminProduct }).product;
}

/** Whole rupees as the shop shows them: ₹8,499. */
export const rupees = formatRupees;

/** A catalogue price (GST excluded, ADR 043) with 18% GST, to the paisa: ₹10,028.82. */
export const withGst = (price: number) => formatPaiseExact(price * 118); // rupees × 1.18 in paise
