import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';

/**
 * The shopper's orders. Until checkout exists nobody has one, so this is the empty state; the
 * checkout issue replaces this file with the real order history.
 */
export function OrdersTab() {
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      <Package aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">No orders yet</h2>
      <p className="mt-1 max-w-sm text-slate-600">
        When you place an order, you can follow it and find its invoice here.
      </p>
      <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
        Browse products
      </Link>
    </div>
  );
}
