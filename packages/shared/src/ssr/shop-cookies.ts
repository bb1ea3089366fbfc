/**
 * Every cookie the shop's pages read, by what it carries (ADR 094). A request with none of them
 * gets exactly the page a first visit gets, whatever other cookies it has (a CDN's, an analytics
 * tag's), so that page may be shared (apps/server/src/ssr/page-cache.ts). A page that starts
 * reading another cookie names it here, or it would be answered from a visitor's shared copy.
 */
export const SHOP_COOKIES = {
  /** The signed-in shopper's or staff member's session. */
  session: 'sid',
  /** A guest's cart and wishlist token (httpOnly, set by the server). */
  cart: 'cart_id',
  /** The checkout's steps so far (ADR 049). */
  checkoutDraft: 'checkout_draft',
  /** The address a contact message was just sent from, for one look at /contact. */
  contactSent: 'contact_sent',
} as const;

const NAMES: ReadonlySet<string> = new Set(Object.values(SHOP_COOKIES));

/** Whether any of `names` is a cookie the shop's pages read. */
export function carriesShopCookie(names: Iterable<string>): boolean {
  for (const name of names) if (NAMES.has(name)) return true;
  return false;
}
