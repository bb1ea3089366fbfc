import type { StaffMember } from '@shop/shared/admin/staff';
import { displayName, isStaffRole } from '@shop/shared/auth/user';
import type { Database } from '../../../db/database';

const columns = ['id', 'email', 'name', 'role', 'disabled_at', 'created_at'] as const;

type Row = {
  id: number;
  email: string;
  name: string;
  role: string;
  disabled_at: string | null;
  created_at: string;
};

function toMember(row: Row): StaffMember | undefined {
  if (row.role !== 'owner' && row.role !== 'staff') return undefined;
  return {
    id: row.id,
    email: row.email,
    name: displayName(row.name, row.email),
    role: row.role,
    disabled: row.disabled_at !== null,
    createdAt: row.created_at,
  };
}

/** Every owner and member of staff: owners first, then by email. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(columns)
    .where('role', 'in', ['owner', 'staff'])
    .orderBy('role')
    .orderBy('email')
    .execute();
  return rows.flatMap((r) => toMember(r) ?? []);
}

/** The account with back-office access, or undefined (none, or a customer). */
export async function findStaff(db: Database, id: number): Promise<StaffMember | undefined> {
  const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
  return row && isStaffRole(row.role) ? toMember(row) : undefined;
}

/**
 * How many owners the shop has, their rows locked first (touched) so two owners demoting each
 * other at the same moment cannot both succeed and leave the shop without one.
 */
export async function lockAndCountOwners(db: Database, now: Date): Promise<number> {
  const touched = await db
    .updateTable('users')
    .set({ updated_at: now.toISOString() })
    .where('role', '=', 'owner')
    .executeTakeFirst();
  return Number(touched.numUpdatedRows);
}
