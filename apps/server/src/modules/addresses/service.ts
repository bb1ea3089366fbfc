import {
  ADDRESS_BOOK_LIMIT,
  ADDRESS_ERRORS,
  type SavedAddress,
  type SavedAddressInput,
} from '@shop/shared/account/addresses';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import { findPin } from '../pincodes/directory';
import { checkPinState } from '../pincodes/check';
import * as repo from './repository';

const notFound = () => new NotFoundError(ADDRESS_ERRORS.notFound);
const SAME_FIELDS = ['name', 'phone', 'pincode', 'address', 'city', 'state'] as const;
const sameAddress = (a: repo.AddressRow, b: SavedAddressInput) =>
  SAME_FIELDS.every((f) => a[f].toLowerCase() === b[f].toLowerCase());
const withFlag = (row: repo.AddressRow): SavedAddress => ({
  ...row,
  pincodeKnown: findPin(row.pincode) !== undefined,
});

/**
 * A customer's address book (ADR 053): up to ADDRESS_BOOK_LIMIT addresses, one of them the
 * default (the first one saved, or the one chosen). Each address passes the shared PIN/state rule;
 * another customer's address is not found, exactly like one that does not exist.
 */
export class AddressService {
  constructor(private readonly db: Database) {}

  /** The default first, then the most recently saved. */
  async list(userId: number): Promise<SavedAddress[]> {
    return (await repo.listAddresses(this.db, userId)).map(withFlag);
  }

  /** One of the customer's addresses; NotFoundError otherwise. */
  async get(userId: number, id: number): Promise<SavedAddress> {
    const row = await repo.findAddress(this.db, userId, id);
    if (!row) throw notFound();
    return withFlag(row);
  }

  /** The default address, if the book has any. */
  async defaultAddress(userId: number): Promise<SavedAddress | undefined> {
    const [first] = await this.list(userId);
    return first?.isDefault ? first : undefined;
  }

  /**
   * Adds an address; the book's first becomes the default, as does one saved with `makeDefault`.
   * The same address saved again (checkout's "Save this address" twice) is not added twice.
   * ConflictError 'address_book_full' past the limit; InvalidInputError on a PIN/state mismatch.
   */
  async add(userId: number, input: SavedAddressInput): Promise<SavedAddress> {
    checkPinState(input);
    const id = await this.db.transaction().execute(async (trx) => {
      const same = (await repo.listAddresses(trx, userId)).find((a) => sameAddress(a, input));
      if (same) {
        if (input.makeDefault) await repo.setDefault(trx, userId, same.id);
        return same.id;
      }
      const count = await repo.countAddresses(trx, userId);
      if (count >= ADDRESS_BOOK_LIMIT)
        throw new ConflictError('address_book_full', ADDRESS_ERRORS.full);
      const added = await repo.insertAddress(trx, userId, input, new Date());
      if (count === 0 || input.makeDefault) await repo.setDefault(trx, userId, added);
      return added;
    });
    return this.get(userId, id);
  }

  /** Replaces an address's details (and makes it the default when asked). */
  async update(userId: number, id: number, input: SavedAddressInput): Promise<SavedAddress> {
    checkPinState(input);
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.updateAddress(trx, userId, id, input, new Date()))) throw notFound();
      if (input.makeDefault) await repo.setDefault(trx, userId, id);
    });
    return this.get(userId, id);
  }

  /** Makes one address the default; the previous default stays in the book. */
  async makeDefault(userId: number, id: number): Promise<SavedAddress> {
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.findAddress(trx, userId, id))) throw notFound();
      await repo.setDefault(trx, userId, id);
    });
    return this.get(userId, id);
  }

  /** Deletes an address; when it was the default, the most recently saved one left takes over. */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await repo.findAddress(trx, userId, id);
      if (!row) throw notFound();
      await repo.deleteAddress(trx, userId, id);
      const next = row.isDefault ? await repo.newestAddressId(trx, userId) : undefined;
      if (next !== undefined) await repo.setDefault(trx, userId, next);
    });
  }
}
