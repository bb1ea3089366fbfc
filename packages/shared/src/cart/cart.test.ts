import { describe, expect, it } from 'vitest';
import { cartReducer, parseStoredCart, type CartItem, type CartProduct } from './cart';
import { cartFormSchema } from './cart-input';
import { CART_INTENTS } from './form-fields';

const charger: CartProduct = {
  id: 32,
  name: 'Charger',
  image: '/c.svg',
  price: 1200,
  originalPrice: 2500,
};
const roll: CartProduct = { id: 6, name: 'Roll', image: '/r.svg', price: 20, originalPrice: null };

describe('cart rules (spec §4)', () => {
  it('adds a new item with quantity 1 and raises an existing one by 1', () => {
    let items = cartReducer([], { type: 'add', product: charger });
    expect(items).toEqual([{ ...charger, quantity: 1 }]);
    items = cartReducer(items, { type: 'add', product: charger });
    expect(items).toEqual([{ ...charger, quantity: 2 }]);
    items = cartReducer(items, { type: 'add', product: roll, quantity: 3 });
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      [32, 2],
      [6, 3],
    ]);
  });

  it('removes by id, sets quantities, and removes at 0', () => {
    const start: CartItem[] = [
      { ...charger, quantity: 2 },
      { ...roll, quantity: 1 },
    ];
    expect(cartReducer(start, { type: 'remove', id: 32 }).map((i) => i.id)).toEqual([6]);
    expect(cartReducer(start, { type: 'update', id: 6, quantity: 5 })[1]!.quantity).toBe(5);
    expect(cartReducer(start, { type: 'update', id: 6, quantity: 0 }).map((i) => i.id)).toEqual([
      32,
    ]);
    expect(cartReducer(start, { type: 'clear' })).toEqual([]);
  });
});

describe('stored cart', () => {
  it('reads a valid cart', () => {
    const raw = JSON.stringify([{ ...charger, quantity: 2 }]);
    expect(parseStoredCart(raw)).toEqual([{ ...charger, quantity: 2 }]);
  });

  it('survives corrupt storage', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":1}')).toEqual([]);
    const mixed = JSON.stringify([
      { ...charger, quantity: 1 },
      { id: 'x', name: 'bad' },
      null,
      { ...roll, quantity: -4 },
      { ...charger, quantity: 2 },
    ]);
    expect(parseStoredCart(mixed)).toEqual([{ ...charger, quantity: 3 }]);
  });
});

describe('the cart forms', () => {
  it("read the cart's + as a step of one, with no quantity of its own", () => {
    expect(cartFormSchema.parse({ intent: CART_INTENTS.increase, productId: 5 })).toEqual({
      intent: 'increase',
      productId: 5,
    });
    // A quantity sent along is not read: + always means one more (form values arrive as numbers).
    expect(
      cartFormSchema.parse({ intent: CART_INTENTS.increase, productId: 5, quantity: 40 }),
    ).toEqual({ intent: 'increase', productId: 5 });
    expect(cartFormSchema.safeParse({ intent: CART_INTENTS.increase }).success).toBe(false);
    expect(
      cartFormSchema.safeParse({ intent: CART_INTENTS.increase, productId: 'x' }).success,
    ).toBe(false);
  });

  it("read the cart's − as a step of one down, with no quantity of its own", () => {
    expect(
      cartFormSchema.parse({ intent: CART_INTENTS.decrease, productId: 5, quantity: 0 }),
    ).toEqual({ intent: 'decrease', productId: 5 });
    expect(cartFormSchema.safeParse({ intent: CART_INTENTS.decrease }).success).toBe(false);
  });
});
