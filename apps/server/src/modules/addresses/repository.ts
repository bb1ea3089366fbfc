import type { SavedAddress, SavedAddressInput } from '@shop/shared/account/addresses';
import type { Database } from '../../db/database';

/** A saved address as stored, before the PIN directory is asked about it. */
export type AddressRow = Omit<SavedAddress, 'pincodeKnown'>;

const COLUMNS = [
  'id',
  'name',
  'phone',
  'pincode',
  'address',
  'city',
  'state',
  'is_default',
] as const;

const toRow = ({ is_default, ...r }: Omit<AddressRow, 'isDefault'> & { is_default: number }) => ({
  ...r,
  isDefault: is_default === 1,
});

/** The customer's addresses: the default first, then the most recently saved. */
export async function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  const rows = await db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRow);
}

/** One of the customer's addresses; another customer's is not found alike. */
export async function findAddress(
  db: Database,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const fields = (a: SavedAddressInput) => ({
  name: a.name,
  phone: a.phone,
  pincode: a.pincode,
  address: a.address,
  city: a.city,
  state: a.state,
});

export async function insertAddress(
  db: Database,
  userId: number,
  a: SavedAddressInput,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('addresses')
    .values({ user_id: userId, ...fields(a), is_default: 0, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  a: SavedAddressInput,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set({ ...fields(a), updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Makes `id` the customer's only default (clears the old one first: one default per customer). */
export async function setDefault(db: Database, userId: number, id: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
  await db
    .updateTable('addresses')
    .set({ is_default: 1 })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** The newest remaining address, made the default after the default was deleted. */
export async function newestAddressId(db: Database, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** The customer's default address, if the book has one. */
export async function findDefaultAddress(
  db: Database,
  userId: number,
): Promise<AddressRow | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
  return row && toRow(row);
}
