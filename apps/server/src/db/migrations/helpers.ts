import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key on either engine. */
export function autoId(db: Kysely<unknown>) {
  return (c: ColumnDefinitionBuilder) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}

export function nonNegative(column: string) {
  return sql`${sql.ref(column)} >= 0`;
}
