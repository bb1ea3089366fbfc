import type { Product } from '@shop/shared/catalogue/product';
import type { ProductHindi } from '@shop/shared/catalogue/product-hindi';
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
    sku: row.sku,
    price: row.price,
    priceBands: fromJson(row.price_bands),
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
    weightGrams: row.weight_grams,
    lengthCm: row.length_cm,
    breadthCm: row.breadth_cm,
    heightCm: row.height_cm,
  };
}

/** A products row's Hindi content (ADR 108), empty where not written. */
export function hindiFromRow(
  row: Pick<
    Row<'products'>,
    'name_hi' | 'description_hi' | 'features_hi' | 'specification_names_hi'
  >,
): ProductHindi {
  return {
    name: row.name_hi,
    description: row.description_hi,
    features: row.features_hi === null ? [] : fromJson(row.features_hi),
    specificationNames:
      row.specification_names_hi === null ? {} : fromJson(row.specification_names_hi),
  };
}

/** The Hindi fields as the back office edits them (ADR 108). */
export interface HindiInput {
  nameHi: string | null;
  descriptionHi: string | null;
  featuresHi: string[];
  specificationNamesHi: Record<string, string>;
}

/** The Hindi columns of the fields given; none written when none is given. */
function hindiColumns(p: Partial<HindiInput>) {
  return {
    ...(p.nameHi !== undefined && { name_hi: p.nameHi }),
    ...(p.descriptionHi !== undefined && { description_hi: p.descriptionHi }),
    ...(p.featuresHi !== undefined && {
      features_hi: p.featuresHi.length ? toJson(p.featuresHi) : null,
    }),
    ...(p.specificationNamesHi !== undefined && {
      specification_names_hi: Object.keys(p.specificationNamesHi).length
        ? toJson(p.specificationNamesHi)
        : null,
    }),
  };
}

/**
 * The editable fields of a product as table columns (seed and back office write the same way).
 * Rating and review count are not among them: the review service computes them (ADR 051).
 */
export function productColumns(
  p: Omit<Product, 'id' | 'inStock' | 'rating' | 'reviews'> & {
    hidden?: boolean;
    lowStockThreshold?: number;
  } & Partial<HindiInput>,
) {
  return {
    ...hindiColumns(p),
    // Left to the column's default (ADR 069) when not given, as by the seed.
    ...(p.lowStockThreshold !== undefined && { low_stock_threshold: p.lowStockThreshold }),
    name: p.name,
    category: p.category,
    brand: p.brand,
    sku: p.sku,
    price: p.price,
    price_bands: toJson(p.priceBands),
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
    weight_grams: p.weightGrams,
    length_cm: p.lengthCm,
    breadth_cm: p.breadthCm,
    height_cm: p.heightCm,
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

let localBumps = 0;
/** How many catalogue changes this process has written (CatalogueSync re-reads after each). */
export const localCatalogueBumps = (): number => localBumps;

export async function bumpCatalogueRevision(db: Database): Promise<void> {
  localBumps += 1;
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

/** What the in-memory read model keeps of a product, plus the text its search index reads. */
const LISTED_COLUMNS = [
  'id',
  'name',
  'category',
  'brand',
  'price',
  'rating',
  'reviews',
  'badge',
  'stock',
  'hidden',
  'description',
  'name_hi',
  'description_hi',
  'changed_at',
] as const;

export type ListedRow = Pick<Row<'products'>, (typeof LISTED_COLUMNS)[number]>;

/** Up to `limit` visible products after id `afterId`, in id order (the first load, in chunks). */
export async function visibleListedRowsAfter(
  db: Database,
  afterId: number,
  limit: number,
): Promise<ListedRow[]> {
  return db
    .selectFrom('products')
    .select(LISTED_COLUMNS)
    .where('hidden', '=', 0)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The newest change time (products written or deleted), milliseconds; 0 when none. */
export async function lastCatalogueChange(db: Database): Promise<number> {
  const [written, deleted] = await Promise.all([
    db
      .selectFrom('products')
      .select((eb) => eb.fn.max('changed_at').as('at'))
      .executeTakeFirst(),
    db
      .selectFrom('product_deletions')
      .select((eb) => eb.fn.max('deleted_at').as('at'))
      .executeTakeFirst(),
  ]);
  return Math.max(Number(written?.at ?? 0), Number(deleted?.at ?? 0));
}

/**
 * The change stamps of up to `limit` products (hidden ones included: they leave the shop) written
 * after the position `after` in (changed_at, id) order: a sync reads the changes in chunks.
 */
export async function productStampsAfter(
  db: Database,
  after: { at: number; id: number },
  limit: number,
): Promise<Pick<Row<'products'>, 'id' | 'changed_at' | 'hidden'>[]> {
  return (
    db
      .selectFrom('products')
      .select(['id', 'changed_at', 'hidden'])
      // A row-value comparison, so the (changed_at, id) index finds the chunk's start directly.
      .where((eb) => eb(eb.refTuple('changed_at', 'id'), '>', eb.tuple(after.at, after.id)))
      .orderBy('changed_at')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** What the read model keeps of the given products (hidden ones included), in no order. */
export async function listedRowsByIds(db: Database, ids: readonly number[]): Promise<ListedRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(LISTED_COLUMNS).where('id', 'in', ids).execute();
}

/** Products deleted after `since` (milliseconds). */
export async function productsDeletedSince(
  db: Database,
  since: number,
): Promise<{ id: number; deleted_at: number }[]> {
  return db
    .selectFrom('product_deletions')
    .select(['id', 'deleted_at'])
    .where('deleted_at', '>', since)
    .execute();
}

/** A visible product as read, with its Hindi and when it was last written (ms). */
export interface StampedProduct {
  product: Product;
  hindi: ProductHindi;
  changedAt: number;
}

/** The visible products among `ids` (in no particular order), each with its change time. */
export async function visibleProductsByIds(
  db: Database,
  ids: readonly number[],
): Promise<StampedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('hidden', '=', 0)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map((row) => ({
    product: productFromRow(row),
    hindi: hindiFromRow(row),
    changedAt: row.changed_at,
  }));
}
