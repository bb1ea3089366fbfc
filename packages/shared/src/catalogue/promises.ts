import { formatRupees } from '../format/money';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../pricing/cart-totals';
import { CLAIMS } from '../shop/claims';
import type { Product } from './product';

export interface ProductPromise {
  kind: 'delivery' | 'returns' | 'warranty';
  title: string;
  note: string;
}

/**
 * The badges under a product page's buy buttons (spec §2), each true of this product (ADR 045):
 * "Free Delivery" only when the product alone ships free (its price is above the threshold),
 * the return window only when it can be returned, the warranty years it really has (none shown
 * for goods without one).
 */
export function productPromises(
  p: Pick<Product, 'price' | 'warrantyYears' | 'returnable'>,
): ProductPromise[] {
  const promises: ProductPromise[] = [
    p.price > FREE_SHIPPING_ABOVE
      ? { kind: 'delivery', title: 'Free Delivery', note: 'This product ships free' }
      : {
          kind: 'delivery',
          title: `Free delivery above ${formatRupees(FREE_SHIPPING_ABOVE)}`,
          note: `${formatRupees(SHIPPING_CHARGE)} + GST on smaller orders`,
        },
    p.returnable
      ? { kind: 'returns', title: `${CLAIMS.returnDays} Days Return`, note: 'Easy returns' }
      : { kind: 'returns', title: 'Not returnable', note: 'See the returns policy' },
  ];
  if (p.warrantyYears > 0) {
    promises.push({
      kind: 'warranty',
      title: `${p.warrantyYears} Year Warranty`,
      note: 'Manufacturer warranty',
    });
  }
  return promises;
}
