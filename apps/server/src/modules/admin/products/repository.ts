import type { AdminProductListQuery, AdminProductSummary } from '@shop/shared/admin/product-list';
import type { AdminProduct, ProductInput } from '@shop/shared/admin/products';
import type { Database } from '../../../db/database';
import type { Row } from '../../../db/schema';
import {
  hindiFromRow,
  newProductColumns,
  productColumns,
  productFromRow,
} from '../../catalogue/repository';
import { containsPattern, lowerLike, offsetOf } from '../paging';

function toInput(row: Row<'products'>): ProductInput {
  const { id: _id, inStock: _inStock, ...fields } = productFromRow(row);
  const hindi = hindiFromRow(row);
  return {
    ...fields,
    lowStockThreshold: row.low_stock_threshold,
    hidden: row.hidden === 1,
    nameHi: hindi.name,
    descriptionHi: hindi.description,
    featuresHi: hindi.features,
    specificationNamesHi: hindi.specificationNames,
  };
}

/**
 * Products whose name or brand contains `q` (or whose id is `q`), hidden ones included unless
 * asked, in one category, out of, in or low on stock (at or under its own threshold, ADR 069);
 * newest first unless sorted otherwise.
 */
export async function listProducts(
  db: Database,
  query: AdminProductListQuery,
): Promise<{ items: AdminProductSummary[]; total: number }> {
  let base = db.selectFrom('products');
  if (query.stock === 'low') base = base.whereRef('stock', '<=', 'low_stock_threshold');
  if (query.q) {
    const pattern = containsPattern(query.q);
    const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : undefined;
    base = base.where((eb) =>
      eb.or([
        lowerLike('name', pattern),
        lowerLike('brand', pattern),
        ...(id !== undefined ? [eb('id', '=', id)] : []),
      ]),
    );
  }
  if (query.category) base = base.where('category', '=', query.category);
  if (query.visibility) base = base.where('hidden', '=', query.visibility === 'hidden' ? 1 : 0);
  if (query.stock === 'out') base = base.where('stock', '<=', 0);
  if (query.stock === 'in') base = base.where('stock', '>', 0);
  let ordered = base.selectAll();
  if (query.sort === 'name') ordered = ordered.orderBy('name');
  if (query.sort === 'price-high') ordered = ordered.orderBy('price', 'desc');
  if (query.sort === 'price-low') ordered = ordered.orderBy('price', 'asc');
  if (query.sort === 'stock-low') ordered = ordered.orderBy('stock', 'asc');
  const [rows, count] = await Promise.all([
    ordered.orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((r) => {
      const { id, name, category, brand, price, originalPrice, stock, badge, images } =
        productFromRow(r);
      const summary = { id, name, category, brand, price, originalPrice, stock, badge };
      return {
        ...summary,
        lowStockThreshold: r.low_stock_threshold,
        hidden: r.hidden === 1,
        image: images[0] ?? null,
        updatedAt: r.updated_at,
      };
    }),
  };
}

export async function findProduct(db: Database, id: number): Promise<AdminProduct | undefined> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    revision: row.revision,
    ...toInput(row),
    rating: row.rating,
    reviews: row.reviews,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    orderCount: await countProductOrders(db, id),
  };
}

/** How many orders hold the product. */
export async function countProductOrders(db: Database, id: number): Promise<number> {
  const row = await db
    .selectFrom('order_lines')
    .select((eb) => eb.fn.count<number>('order_id').distinct().as('n'))
    .where('product_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertProduct(db: Database, p: ProductInput, now: Date): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({
      ...newProductColumns(p),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces every field and moves the revision on (ADR 084). Call it under lockProduct, so a
 * simultaneous order's stock change and this edit run one after the other and the stock given
 * was computed from the stock as it is.
 */
export async function updateProduct(
  db: Database,
  id: number,
  p: ProductInput,
  now: Date,
): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      ...productColumns(p),
      revision: eb('revision', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Reads a product for changing it, holding its row lock (PostgreSQL) or the write lock (SQLite). */
export async function lockProduct(
  db: Database,
  id: number,
  now: Date,
): Promise<AdminProduct | undefined> {
  const touched = await db
    .updateTable('products')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) return undefined;
  return findProduct(db, id);
}

export async function setHidden(
  db: Database,
  id: number,
  hidden: boolean,
  now: Date,
): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      hidden: hidden ? 1 : 0,
      revision: eb('revision', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteProduct(db: Database, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}
