import type { AdminProduct, AdminProductSummary, ProductInput } from '@shop/shared/admin/products';
import type { Database } from '../../../db/database';
import type { Row } from '../../../db/schema';
import { newProductColumns, productColumns, productFromRow } from '../../catalogue/repository';
import { containsPattern, lowerLike, offsetOf, type Paging } from '../paging';

function toInput(row: Row<'products'>): ProductInput {
  const { id: _id, inStock: _inStock, ...fields } = productFromRow(row);
  return { ...fields, hidden: row.hidden === 1 };
}

/** Products whose name or brand contains `q` (or whose id is `q`), hidden ones included, newest first. */
export async function listProducts(
  db: Database,
  query: Paging & { q?: string },
): Promise<{ items: AdminProductSummary[]; total: number }> {
  let base = db.selectFrom('products');
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
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(query.pageSize).offset(offsetOf(query)).execute(),
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
 * Replaces every field. Touching the row first also takes its lock (as orders do), so a
 * simultaneous order's stock change and this edit run one after the other.
 */
export async function updateProduct(
  db: Database,
  id: number,
  p: ProductInput,
  now: Date,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...productColumns(p), updated_at: now.toISOString() })
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
    .set({ hidden: hidden ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteProduct(db: Database, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}
