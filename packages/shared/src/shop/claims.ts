import { FREE_SHIPPING_ABOVE } from '../pricing/cart-totals';

/** Marketing claims of spec §1, shown on the home and about pages. */
export const CLAIMS = {
  customers: '10K+',
  customersLong: '10,000+ businesses',
  products: '500+',
  years: '15+',
  support: '24/7',
  rating: 4.8,
  ratingCount: 2847,
  freeShippingAbove: FREE_SHIPPING_ABOVE,
  returnDays: 30,
} as const;
