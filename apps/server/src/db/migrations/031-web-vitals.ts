import type { Kysely } from 'kysely';
import { autoId, isPostgres } from './helpers';

/**
 * Core Web Vitals from sampled real visits (ADR 100). Nothing here names a person: no IP, no
 * account, no address; only the page's template, the metric and when it was measured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('web_vitals')
    .addColumn('id', 'integer', autoId(db))
    // A route id such as routes/product.
    .addColumn('template', 'text', (c) => c.notNull())
    // LCP, INP or CLS.
    .addColumn('metric', 'text', (c) => c.notNull())
    // Milliseconds for LCP and INP; a unitless score for CLS.
    .addColumn('value', isPostgres(db) ? 'double precision' : 'real', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull())
    // mobile or desktop, from the viewport width.
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The dashboard reads the last 7 days; housekeeping deletes by age.
  await db.schema
    .createIndex('web_vitals_created')
    .on('web_vitals')
    .columns(['created_at', 'template', 'metric'])
    .execute();
}
