import { formatRupees } from '../format/money';
import type { MessageKey } from '../i18n/catalogue';
import { FREE_SHIPPING_ABOVE, SHIPPING_CHARGE } from '../pricing/cart-totals';
import { CLAIMS } from '../shop/claims';
import type { Product } from './product';

export interface ProductPromise {
  kind: 'delivery' | 'returns' | 'warranty';
  title: string;
  note: string;
  /** The same two lines as catalogue messages (ADR 107), with the values they take. */
  message: { title: MessageKey; note: MessageKey; values: Record<string, string | number> };
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
  const threshold = formatRupees(FREE_SHIPPING_ABOVE);
  const charge = formatRupees(SHIPPING_CHARGE);
  const promises: ProductPromise[] = [
    p.price > FREE_SHIPPING_ABOVE
      ? {
          kind: 'delivery',
          title: 'Free Delivery',
          note: 'This product ships free',
          message: {
            title: 'product.promise.freeDelivery',
            note: 'product.promise.shipsFree',
            values: {},
          },
        }
      : {
          kind: 'delivery',
          title: `Free delivery above ${threshold}`,
          note: `${charge} + GST on smaller orders`,
          message: {
            title: 'product.promise.freeAbove',
            note: 'product.promise.smallerOrders',
            values: { threshold, charge },
          },
        },
    p.returnable
      ? {
          kind: 'returns',
          title: `${CLAIMS.returnDays} Days Return`,
          note: 'Easy returns',
          message: {
            title: 'product.promise.returnDays',
            note: 'product.promise.easyReturns',
            values: { days: CLAIMS.returnDays },
          },
        }
      : {
          kind: 'returns',
          title: 'Not returnable',
          note: 'See the returns policy',
          message: {
            title: 'product.promise.notReturnable',
            note: 'product.promise.seePolicy',
            values: {},
          },
        },
  ];
  if (p.warrantyYears > 0) {
    promises.push({
      kind: 'warranty',
      title: `${p.warrantyYears} Year Warranty`,
      note: 'Manufacturer warranty',
      message: {
        title: 'product.promise.warranty',
        note: 'product.promise.manufacturerWarranty',
        values: { years: p.warrantyYears },
      },
    });
  }
  return promises;
}
