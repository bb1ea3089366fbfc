// The wishlist's public entry (ADR 091): what other features use of it. Routes and the root may
// import the wishlist's own files (its page's states, the provider) directly.
export { useWishlist } from './wishlist-context';
export { useWishlistSend, WishlistForm } from './wishlist-form';
