import { Link } from 'react-router';
import { SHOP } from '@shop/shared/shop/identity';
import { useCart } from '../cart/cart-context';

export function Header() {
  const { totals } = useCart();
  return (
    <header className="border-b bg-white">
      <nav className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3" aria-label="Main">
        <Link to="/" className="font-bold">
          {SHOP.name}
        </Link>
        <Link to="/products">Products</Link>
        <Link to="/cart" aria-label={`Cart, ${totals.count} items`}>
          Cart {totals.count > 0 && <span>{totals.count}</span>}
        </Link>
      </nav>
    </header>
  );
}
