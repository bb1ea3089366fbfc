import type { Insertable, Selectable } from 'kysely';
import type { DB } from './generated';

/**
 * The database's tables, generated from the migrated schema by `npm run db:types` (ADR 032):
 * never written by hand. What a column means is documented where its migration creates it.
 */
export type { DB };

/** A row as read from `table`. */
export type Row<T extends keyof DB> = Selectable<DB[T]>;

/** A row as inserted into `table`: columns with a default or an auto-number may be left out. */
export type NewRow<T extends keyof DB> = Insertable<DB[T]>;

export type { JsonText, OutboxStatus, PaymentRowMode, PaymentRowStatus } from './column-types';
