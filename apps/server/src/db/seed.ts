import { sql } from 'kysely';
import type { SeedProduct } from '@shop/shared/catalogue/seed-catalogue';
import { bumpCatalogueRevision, newProductColumns } from '../modules/catalogue/repository';
import { DEMO_CATALOGUE_FILE, readSeedCatalogue } from '../modules/catalogue/seed-catalogue';
import { seedDemoReviews } from '../modules/reviews/demo-reviews';
import {
  FIRST_MIGRATION,
  runMigrations,
  withStartupLock,
  type Database,
  type DatabaseHandle,
  type Engine,
} from './database';

/**
 * Migrates the database under the start-up lock and, when this call has just created it (applied
 * its first migration), fills its catalogue from the demo file in the same transaction (ADR 030),
 * with the demo customers' reviews and the delivered orders behind them (ADR 051).
 * A database that existed before is never seeded again, even with an empty catalogue; instances
 * starting together on a new database wait for the lock, so exactly one seeds. Used by the server
 * and by every script that opens the database. Returns how many products it added.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: {
    catalogueFile?: string;
    /** With the demo catalogue: its customers, their delivered orders and reviews (default). */
    demoReviews?: boolean;
  } = {},
): Promise<number> {
  return withStartupLock(handle, async (db) => {
    const applied = await runMigrations(db);
    if (!applied.includes(FIRST_MIGRATION)) return 0;
    const file = options.catalogueFile ?? DEMO_CATALOGUE_FILE;
    const added = await insertProducts(db, handle.engine, readSeedCatalogue(file));
    // The demo's ratings come from demo customers' reviews of delivered orders (ADR 051).
    if (file === DEMO_CATALOGUE_FILE && options.demoReviews !== false) await seedDemoReviews(db);
    return added;
  });
}

export interface SeedResult {
  /** Products added from the file. */
  added: number;
  /** Products the catalogue held before. */
  existing: number;
  /** True when the catalogue was not empty and `onlyMissing` was not given: nothing was added. */
  refused: boolean;
}

/**
 * `npm run db:seed`: migrates the database if needed and loads `products` into an empty
 * catalogue. A catalogue with products is left alone, unless `onlyMissing`: then the products
 * whose ids are not in it are added and existing ones are never changed.
 */
export async function seedCatalogue(
  handle: DatabaseHandle,
  products: SeedProduct[],
  options: { onlyMissing?: boolean } = {},
): Promise<SeedResult> {
  return withStartupLock(handle, async (db) => {
    await runMigrations(db);
    const rows = await db.selectFrom('products').select('id').execute();
    const existing = new Set(rows.map((r) => r.id));
    if (existing.size > 0 && !options.onlyMissing) {
      return { added: 0, existing: existing.size, refused: true };
    }
    const missing = products.filter((p) => !existing.has(p.id));
    const added = await insertProducts(db, handle.engine, missing);
    return { added, existing: existing.size, refused: false };
  });
}

/** Inserts products with their own ids; run inside the start-up lock's transaction. */
async function insertProducts(
  db: Database,
  engine: Engine,
  products: SeedProduct[],
): Promise<number> {
  if (products.length === 0) return 0;
  const now = new Date().toISOString();
  for (const p of products) {
    await db
      .insertInto('products')
      .values({ id: p.id, ...newProductColumns(p), created_at: now, updated_at: now })
      .execute();
  }
  if (engine === 'postgres') {
    // Explicit ids do not move an identity sequence: later inserts must continue after them, and
    // never go back below an id the sequence already handed out (a product deleted since).
    await sql`select setval(pg_get_serial_sequence('products', 'id'), greatest(
        (select max(id) from products),
        coalesce(pg_sequence_last_value(pg_get_serial_sequence('products', 'id')::regclass), 0)))`.execute(
      db,
    );
  }
  await bumpCatalogueRevision(db);
  return products.length;
}
