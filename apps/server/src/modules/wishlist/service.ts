import type { Product } from '@shop/shared/catalogue/product';
import type { CatalogueReader } from '@shop/shared/ssr/page-context';
import { MAX_WISHLIST_ITEMS, WISHLIST_ERRORS } from '@shop/shared/wishlist/form-fields';
import type { Database } from '../../db/database';
import { InvalidInputError } from '../../lib/domain-errors';
import { tokenHash } from '../auth/sessions';
import { ownerKey, type CartOwner } from '../cart/service';
import { countItems, deleteGuestItems, deleteItem, findProductIds, insertItem } from './repository';

/**
 * Whose wishlist: a signed-in shopper's, or a guest's named by the token of the `cart_id` cookie
 * (ADR 047: one guest identity for the cart and the wishlist).
 */
export type WishlistOwner = CartOwner;

/**
 * Every shopper's wishlist, kept on the server (ADR 047): a signed-in shopper's follows them to
 * other browsers, a guest's joins the account's at log in. Only product ids are stored; what is
 * shown always comes from the current catalogue, and products it no longer sells (hidden or
 * deleted) are left out.
 */
export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: Pick<CatalogueReader, 'lookup'>,
  ) {}

  /** The ids of the saved products the catalogue sells, in the order they were saved. */
  async ids(owner: WishlistOwner): Promise<number[]> {
    return (await this.products(owner)).map((p) => p.id);
  }

  /** The saved products the catalogue sells, in the order they were saved. */
  async products(owner: WishlistOwner): Promise<Product[]> {
    const ids = await findProductIds(this.db, ownerKey(owner));
    return ids.length === 0 ? [] : this.catalogue.lookup(ids);
  }

  /**
   * Saves a product (saving it again changes nothing). A product the catalogue does not sell is
   * refused (InvalidInputError, 400 at the API), as is a product past MAX_WISHLIST_ITEMS.
   */
  async add(owner: WishlistOwner, productId: number): Promise<Product[]> {
    const [found] = await this.catalogue.lookup([productId]);
    if (!found) {
      throw new InvalidInputError('unknown_product', WISHLIST_ERRORS.unknownProduct, {
        productId: WISHLIST_ERRORS.unknownProduct,
      });
    }
    const key = ownerKey(owner);
    const saved = await findProductIds(this.db, key);
    if (!saved.includes(productId)) {
      if (saved.length >= MAX_WISHLIST_ITEMS) {
        throw new InvalidInputError('wishlist_full', WISHLIST_ERRORS.full);
      }
      await insertItem(this.db, key, productId, new Date());
    }
    return this.products(owner);
  }

  /** Takes a product off the wishlist (one not on it is no error). */
  async remove(owner: WishlistOwner, productId: number): Promise<Product[]> {
    await deleteItem(this.db, ownerKey(owner), productId);
    return this.products(owner);
  }

  /**
   * At log in or sign up: the guest's saved products join the account's (one already saved is
   * kept once, up to MAX_WISHLIST_ITEMS), and the guest's rows are deleted, in one transaction.
   */
  async mergeGuestWishlist(userId: number, guestToken: string): Promise<void> {
    const guestId = tokenHash(guestToken);
    await this.db.transaction().execute(async (trx) => {
      const guest = await deleteGuestItems(trx, guestId);
      if (guest.length === 0) return;
      const key = { userId };
      let room = MAX_WISHLIST_ITEMS - (await countItems(trx, key));
      const now = new Date();
      for (const productId of guest) {
        if (room <= 0) break;
        await insertItem(trx, key, productId, now);
        room -= 1;
      }
    });
  }
}
