import type { Product } from '@shop/shared/catalogue/product';
import { fromJson, toJson } from '../../db/column-types';
import type { Database } from '../../db/database';
import type { Row } from '../../db/schema';

const REVISION_KEY = 'catalogue_revision';

/** A products row as the shop's Product: the one mapping, used by the catalogue and the back office. */
export function productFromRow(row: Row<'products'>): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    brand: row.brand,
    price: row.price,
    originalPrice: row.original_price,
    rating: row.rating,
    reviews: row.reviews,
    badge: row.badge,
    warrantyYears: row.warranty_years,
    returnable: row.returnable === 1,
    inStock: row.stock > 0,
    stock: row.stock,
    hsn: row.hsn,
    description: row.description,
    features: fromJson(row.features),
    specifications: fromJson(row.specifications),
    images: fromJson(row.images),
  };
}

/**
 * The editable fields of a product as table columns (seed and back office write the same way).
 * Rating and review count are not among them: the review service computes them (ADR 051).
 */
export function productColumns(
  p: Omit<Product, 'id' | 'inStock' | 'rating' | 'reviews'> & { hidden?: boolean },
) {
  return {
    name: p.name,
    category: p.category,
    brand: p.brand,
    price: p.price,
    original_price: p.originalPrice,
    badge: p.badge,
    warranty_years: p.warrantyYears,
    returnable: p.returnable ? 1 : 0,
    stock: p.stock,
    hsn: p.hsn,
    description: p.description,
    features: toJson(p.features),
    specifications: toJson(p.specifications),
    images: toJson(p.images),
    hidden: p.hidden ? 1 : 0,
  };
}

/** A new product's columns: no reviews yet, so no rating. */
export function newProductColumns(p: Parameters<typeof productColumns>[0]) {
  return { ...productColumns(p), rating: 0, reviews: 0 };
}

/** Every product shoppers may see, in id order. */
export async function listVisibleProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('hidden', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map(productFromRow);
}

/** A counter bumped by every catalogue write, so each server process knows when to reload. */
export async function catalogueRevision(db: Database): Promise<string> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', REVISION_KEY)
    .executeTakeFirst();
  return row?.value ?? '0';
}

export async function bumpCatalogueRevision(db: Database): Promise<void> {
  const value = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
  await db
    .insertInto('meta')
    .values({ key: REVISION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Units sold per product in orders placed since `since` (ISO), cancelled ones left out. */
export async function unitsSoldSince(db: Database, since: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.order_id', 'order_lines.order_id')
    .select([
      'order_lines.product_id',
      (eb) => eb.fn.sum<number>('order_lines.quantity').as('units'),
    ])
    .where('orders.created_at', '>=', since)
    .where('orders.order_status', '<>', 'Cancelled')
    .groupBy('order_lines.product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}
