import { describe, expect, it } from 'vitest';
import { productInputSchema } from '../admin/products';
import { cartReducer, type CartItem } from '../cart/cart';
import { cartTotals } from './cart-totals';
import {
  bandAt,
  bandText,
  nextBand,
  priceBandProblems,
  priceRanges,
  rangeText,
  unitPriceAt,
  PRICE_BAND_ERRORS,
} from './price-bands';

/** A paper roll: ₹40 for 1–9, ₹36 for 10–49, ₹32 for 50 or more. */
const ROLL = {
  price: 40,
  bands: [
    { minQuantity: 10, price: 36 },
    { minQuantity: 50, price: 32 },
  ],
};

describe('quantity prices', () => {
  it.each([
    [1, 40],
    [9, 40],
    [10, 36],
    [49, 36],
    [50, 32],
    [99, 32],
  ])('%i units cost ₹%i each', (quantity, each) => {
    expect(unitPriceAt(ROLL.price, ROLL.bands, quantity)).toBe(each);
  });

  it('a product without bands has one price', () => {
    expect(unitPriceAt(40, [], 99)).toBe(40);
    expect(unitPriceAt(40, undefined, 99)).toBe(40);
  });

  it('words the table and the cart’s texts', () => {
    const ranges = priceRanges(ROLL.price, ROLL.bands);
    expect(ranges.map(rangeText)).toEqual(['1–9', '10–49', '50+']);
    expect(bandText(ROLL.bands[1]!)).toBe('₹32 each for 50 or more');
    expect(bandAt(ROLL.bands, 9)).toBeUndefined();
    expect(bandAt(ROLL.bands, 10)).toEqual(ROLL.bands[0]);
    expect(nextBand(ROLL.bands, 49)).toEqual(ROLL.bands[1]);
    expect(nextBand(ROLL.bands, 50)).toBeUndefined();
  });

  it('GST at the band edge is the tax invoice’s, to the paisa', () => {
    // 49 × ₹36 = ₹1,764 + 18% = ₹317.52; 50 × ₹32 = ₹1,600 + 18% = ₹288; the goods' GST is
    // the whole GST less the delivery charge's.
    const goodsTax = (t: ReturnType<typeof cartTotals>) => t.taxPaise - t.shippingTaxPaise;
    expect(goodsTax(cartTotals([{ price: unitPriceAt(40, ROLL.bands, 49), quantity: 49 }]))).toBe(
      31752,
    );
    expect(goodsTax(cartTotals([{ price: unitPriceAt(40, ROLL.bands, 50), quantity: 50 }]))).toBe(
      28800,
    );
  });

  it('the cart re-prices a line as its quantity crosses a band', () => {
    const line: CartItem = {
      id: 7,
      name: 'Roll',
      image: '',
      price: 36,
      originalPrice: null,
      quantity: 49,
      singlePrice: 40,
      priceBands: ROLL.bands,
    };
    const up = cartReducer([line], { type: 'add', product: line, quantity: 1 });
    expect(up[0]).toMatchObject({ quantity: 50, price: 32 });
    const down = cartReducer(up, { type: 'update', id: 7, quantity: 9 });
    expect(down[0]).toMatchObject({ quantity: 9, price: 40 });
  });
});

describe('checking bands', () => {
  it('accepts ascending bands at falling or equal prices', () => {
    expect(priceBandProblems(40, ROLL.bands)).toEqual([]);
    expect(priceBandProblems(40, [{ minQuantity: 10, price: 40 }])).toEqual([]);
  });

  it('refuses overlapping, descending, dearer bands, each under its row', () => {
    expect(
      priceBandProblems(40, [
        { minQuantity: 10, price: 36 },
        { minQuantity: 10, price: 30 },
        { minQuantity: 5, price: 35 },
      ]),
    ).toEqual([
      { index: 1, field: 'minQuantity', message: PRICE_BAND_ERRORS.ascending },
      { index: 2, field: 'minQuantity', message: PRICE_BAND_ERRORS.ascending },
      { index: 2, field: 'price', message: PRICE_BAND_ERRORS.notHigher },
    ]);
    expect(priceBandProblems(40, [{ minQuantity: 10, price: 41 }])[0]?.message).toBe(
      PRICE_BAND_ERRORS.notHigher,
    );
  });

  const product = (priceBands: unknown) =>
    productInputSchema.safeParse({
      name: 'Roll',
      category: 'paper-rolls',
      brand: 'Shubh',
      price: 40,
      originalPrice: null,
      badge: null,
      stock: 10,
      warrantyYears: 0,
      returnable: true,
      hsn: '480990',
      description: 'A roll.',
      features: [],
      specifications: [],
      images: ['/images/products/p1-1.svg'],
      priceBands,
    });

  it('the product schema drops blank form rows and reads typed numbers', () => {
    const ok = product([
      { minQuantity: '10', price: '36' },
      { minQuantity: '', price: '' },
    ]);
    expect(ok.success && ok.data.priceBands).toEqual([{ minQuantity: 10, price: 36 }]);
  });

  it.each([
    [[{ minQuantity: 1, price: 30 }], PRICE_BAND_ERRORS.minQuantity],
    [[{ minQuantity: 10, price: 0 }], PRICE_BAND_ERRORS.price],
    [[{ minQuantity: 10, price: 36.5 }], PRICE_BAND_ERRORS.price],
    [[{ minQuantity: 10, price: 50 }], PRICE_BAND_ERRORS.notHigher],
  ])('the product schema refuses %j', (bands, message) => {
    const res = product(bands);
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.message)).toContain(message);
  });
});
