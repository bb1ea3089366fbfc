import { sql, type Kysely } from 'kysely';

/**
 * Owner and staff (ADR 070): every existing back-office account ('admin') becomes
 * an owner, so nobody loses what they could do; 'staff' is a new value of the same text column
 * (no CHECK constraint holds it). The audit log keeps the role the actor had when acting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE users SET role = 'owner' WHERE role = 'admin'`.execute(db);
  await db.schema.alterTable('audit_log').addColumn('actor_role', 'text').execute();
}
