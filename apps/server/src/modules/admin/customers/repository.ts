import type {
  AdminCustomer,
  AdminCustomerSummary,
  CustomerListQuery,
} from '@shop/shared/admin/customers';
import { displayName, type UserRole } from '@shop/shared/auth/user';
import { normaliseMobile } from '@shop/shared/checkout/fields';
import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import { containsPattern, lowerLike, offsetOf } from '../paging';

/** Accounts with their number of orders and what their orders not cancelled came to. */
function accountsWithTotals(db: Database) {
  const totals = db
    .selectFrom('orders')
    .select((eb) => [
      'user_id',
      eb.fn.countAll<number>().as('order_count'),
      eb.fn
        .sum<number>(sql<number>`case when order_status = 'Cancelled' then 0 else total_amount end`)
        .as('spent'),
    ])
    .groupBy('user_id')
    .as('totals');
  return db
    .selectFrom('users')
    .leftJoin(totals, 'totals.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.phone',
      'users.address',
      'users.city',
      'users.state',
      'users.pincode',
      'users.role',
      'users.disabled_at',
      'users.created_at',
      'totals.order_count',
      'totals.spent',
    ]);
}

type AccountRow = Awaited<
  ReturnType<ReturnType<typeof accountsWithTotals>['executeTakeFirstOrThrow']>
>;

function toSummary(row: AccountRow): AdminCustomerSummary {
  return {
    id: row.id,
    name: displayName(row.name, row.email),
    email: row.email,
    phone: row.phone,
    role: row.role,
    disabled: row.disabled_at !== null,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    orderCount: Number(row.order_count ?? 0),
    totalSpentPaise: Number(row.spent ?? 0),
  };
}

/** Name or email contains `q`, or the mobile number holds its digits. */
function searchCondition(q: string) {
  const pattern = containsPattern(q);
  const digits = /^[\d\s+()-]{4,}$/.test(q) ? (normaliseMobile(q) ?? q.replace(/\D/g, '')) : '';
  const conditions = [
    lowerLike('users.name', pattern),
    lowerLike('users.email', pattern),
    ...(digits.length >= 4 ? [lowerLike('users.phone', containsPattern(digits))] : []),
  ];
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

/** Accounts whose name, email or mobile number contains `q`, newest first unless sorted otherwise. */
export async function listCustomers(
  db: Database,
  query: CustomerListQuery,
): Promise<{ items: AdminCustomerSummary[]; total: number }> {
  let base = accountsWithTotals(db);
  let counted = db.selectFrom('users');
  if (query.q) {
    const condition = searchCondition(query.q);
    base = base.where(condition);
    counted = counted.where(condition);
  }
  if (query.sort === 'name') base = base.orderBy('users.name');
  // No orders is 0, not NULL: NULLs sort first on PostgreSQL and last on SQLite.
  if (query.sort === 'orders-high') {
    base = base.orderBy((eb) => eb.fn.coalesce('totals.order_count', eb.lit(0)), 'desc');
  }
  if (query.sort === 'spent-high') {
    base = base.orderBy((eb) => eb.fn.coalesce('totals.spent', eb.lit(0)), 'desc');
  }
  const [rows, count] = await Promise.all([
    base
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(query.pageSize)
      .offset(offsetOf(query))
      .execute(),
    counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSummary), total: Number(count.n) };
}

export async function findCustomer(db: Database, id: number): Promise<AdminCustomer | undefined> {
  const row = await accountsWithTotals(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toSummary(row),
    address: row.address,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
  };
}

/** Sets or clears disabled_at; false when there is no such account. */
export async function setDisabled(
  db: Database,
  id: number,
  disabledAt: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: disabledAt, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setRole(db: Database, id: number, role: UserRole, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ role, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
