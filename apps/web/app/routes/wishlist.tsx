export default function WishlistPage() {
  return <h1>Wishlist</h1>;
}
