import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

interface SchemaRow {
  name: string;
  sql: string | null;
}

/**
 * Replaces the CHECK constraint on `column` of `table` with `check` (a boolean SQL expression),
 * keeping every row. PostgreSQL alters the constraint in place. SQLite cannot alter a constraint,
 * and the migrations run in one transaction with foreign keys on (where `PRAGMA foreign_keys`
 * cannot be switched off and `DROP TABLE` would cascade), so it rebuilds the table together with
 * every table that refers to it, directly or not: rows are kept in temporary copies, the tables
 * dropped children first, created again (the one CHECK rewritten) parents first, refilled, and
 * their indexes and triggers made again.
 */
export async function replaceColumnCheck(
  db: Kysely<unknown>,
  table: string,
  column: string,
  oldCheck: string,
  newCheck: string,
): Promise<void> {
  if (isPostgres(db)) {
    const found = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = ${table}::regclass and contype = 'c'
        and pg_get_constraintdef(oid) like ${`%${column}%`}`.execute(db);
    for (const { conname } of found.rows) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(conname)}`.execute(db);
    }
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_${column}_check`)} check (${sql.raw(newCheck)})`.execute(
      db,
    );
    return;
  }
  const family = await referringTables(db, table);
  const schema = new Map<string, string>();
  for (const name of family) {
    const row =
      await sql<SchemaRow>`select name, sql from sqlite_master where type = 'table' and name = ${name}`.execute(
        db,
      );
    schema.set(name, row.rows[0]!.sql!);
  }
  const created = schema.get(table)!;
  if (!created.includes(oldCheck)) throw new Error(`${table}: no CHECK ${oldCheck} to replace`);
  schema.set(table, created.replace(oldCheck, newCheck));
  const extras = await sql<SchemaRow>`
    select name, sql from sqlite_master
    where type in ('index', 'trigger') and sql is not null
      and tbl_name in (${sql.join(family)})`.execute(db);
  for (const name of family) {
    await sql`create temp table ${sql.table(`keep_${name}`)} as select * from ${sql.table(name)}`.execute(
      db,
    );
  }
  for (const name of [...family].reverse()) await sql`drop table ${sql.table(name)}`.execute(db);
  for (const name of family) {
    await sql.raw(schema.get(name)!).execute(db);
    await sql`insert into ${sql.table(name)} select * from ${sql.table(`temp.keep_${name}`)}`.execute(
      db,
    );
    await sql`drop table ${sql.table(`temp.keep_${name}`)}`.execute(db);
  }
  for (const extra of extras.rows) await sql.raw(extra.sql!).execute(db);
}

/** `table` and every table that refers to it through foreign keys, parents before children. */
async function referringTables(db: Kysely<unknown>, table: string): Promise<string[]> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const parents = new Map<string, string[]>();
  for (const { name } of tables.rows) {
    const keys = await sql<{ table: string }>`
      select "table" from pragma_foreign_key_list(${name})`.execute(db);
    parents.set(
      name,
      keys.rows.map((k) => k.table).filter((p) => p !== name),
    );
  }
  const members = new Set([table]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, refs] of parents) {
      if (!members.has(name) && refs.some((p) => members.has(p))) {
        members.add(name);
        grew = true;
      }
    }
  }
  // Parents first: a table is placed once every parent of it in the family is.
  const family: string[] = [];
  while (family.length < members.size) {
    for (const name of members) {
      const ready = parents.get(name)!.every((p) => !members.has(p) || family.includes(p));
      if (!family.includes(name) && ready) family.push(name);
    }
  }
  return family;
}
