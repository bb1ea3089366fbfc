import { shipping as deliveryAddress } from '../helpers/addresses';
import fc from 'fast-check';
import { anyString, wrongValue } from './values';

/** Real ids in the running shop, so some fuzzed requests reach the code behind a lookup. */
export interface RealIds {
  products: string[];
  orders: string[];
  customers: string[];
  messages: string[];
}

type Template = Record<string, unknown>;

const shipping = deliveryAddress();

const product = {
  name: 'Fuzz Scanner',
  category: 'barcode-scanner',
  brand: 'Acme',
  price: 1000,
  originalPrice: 1200,
  badge: 'New',
  stock: 5,
  warrantyYears: 1,
  returnable: true,
  hsn: '8471',
  description: 'A scanner.',
  features: ['Fast'],
  specifications: [{ name: 'Weight', value: '100 g' }],
  images: ['/images/products/x.webp'],
  hidden: false,
};

/**
 * A well-formed body for each route that reads one (keyed by method and pattern), which the
 * generators then break a field at a time. Routes not listed get an object of random fields.
 * Passwords here are never the fuzz accounts' own, so no request changes them.
 */
export function templates(ids: RealIds): Record<string, Template> {
  const productId = Number(ids.products[0] ?? 1);
  return {
    'POST /api/auth/signup': {
      name: 'Asha Rao',
      email: 'fuzz@example.com',
      password: 'x'.repeat(8),
    },
    'POST /api/auth/login': { email: 'fuzz@example.com', password: 'wrong-pass', remember: true },
    'POST /api/auth/password': { currentPassword: 'wrong-pass', newPassword: 'new-secret-1' },
    'POST /api/auth/forgot-password': { email: 'fuzz@example.com' },
    'POST /api/auth/reset-password': { token: 'a'.repeat(43), password: 'new-secret-1' },
    'PUT /api/account/profile': { ...shipping, email: undefined },
    'PUT /api/cart': { items: [{ id: productId, quantity: 2 }] },
    'POST /api/cart/merge': { items: [{ id: productId, quantity: 1 }] },
    'POST /api/orders': {
      items: [{ productId, quantity: 1 }],
      shipping,
      paymentMethod: 'upi',
      business: { name: 'Rao Traders', gstin: '27AAPFU0939F1ZV' },
    },
    'POST /api/orders/track': {
      orderId: ids.orders[0] ?? 'ORD1763712000000',
      contact: shipping.email,
    },
    'POST /api/contact': {
      name: 'Asha Rao',
      email: shipping.email,
      phone: shipping.phone,
      subject: 'Other',
      message: 'Hello there, a question.',
      website: '',
    },
    'POST /api/buy-now': { productId, quantity: 1, paymentMethod: 'upi' },
    'POST /api/orders/:orderId/payment/verify': {
      razorpay_order_id: 'order_ABC123',
      razorpay_payment_id: 'pay_ABC123',
      razorpay_signature: 'ab'.repeat(32),
    },
    'POST /api/orders/:orderId/payment/failed': { reason: 'dismissed', code: 'X' },
    // Well formed but unsigned: answered 400, and no customer is unsubscribed.
    'POST /api/cart-reminders/unsubscribe': { token: `1.${'A'.repeat(43)}` },
    'POST /api/admin/products': product,
    'PUT /api/admin/products/:id': { ...product, revision: 1, expectedStock: 1 },
    'POST /api/admin/products/import': {
      csv: 'id,price,stock,expected_stock\r\n1,999,4,4',
      apply: false,
    },
    'POST /api/admin/messages/:id/reply': { body: 'Thank you for writing.' },
    'POST /api/admin/orders/:orderId/status': {
      status: 'Shipped',
      carrier: 'Delhivery',
      trackingNumber: 'DL123',
      note: 'fuzz',
    },
    'POST /api/admin/orders/:orderId/cancel': { note: 'fuzz' },
    'POST /api/admin/orders/:orderId/eway-bill': {
      mode: 'number',
      ewayBillNumber: '331002999920',
      generatedOn: '2026-11-28',
      validUntil: '2026-11-30',
    },
    'POST /api/admin/eway-bills/part-a': { ids: ids.orders[0] ?? 'ORD1763712000000' },
    'POST /api/payments/razorpay/webhook': {
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_X', order_id: 'order_X', amount: 100 } } },
    },
  };
}

/**
 * JSON text of a template with fields broken: wrong types, removed, extra, or the whole body
 * replaced. Text rather than a value, so keys like __proto__ go on the wire as they are.
 */
export function brokenJson(template: Template | undefined): fc.Arbitrary<string> {
  return brokenBody(template).map((v) => JSON.stringify(v) ?? 'null');
}

function brokenBody(template: Template | undefined): fc.Arbitrary<unknown> {
  if (!template) {
    return fc.oneof(
      fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 6 }),
      fc.constantFrom(null, 0, '', 'text', [], true, {}),
    );
  }
  const keys = Object.keys(template);
  const field = fc.constantFrom(...keys);
  return fc.oneof(
    { arbitrary: fc.constant(template), weight: 1 },
    // One field of the wrong type (numbers for strings, arrays, null, huge strings…).
    {
      arbitrary: fc.tuple(field, wrongValue).map(([k, v]) => ({ ...template, [k]: v })),
      weight: 6,
    },
    // Several fields at once, some removed.
    {
      arbitrary: fc
        .array(fc.tuple(field, fc.option(wrongValue, { nil: undefined })), { maxLength: 4 })
        .map((changes) => {
          const body: Template = { ...template };
          for (const [k, v] of changes) {
            if (v === undefined) delete body[k];
            else body[k] = v;
          }
          return body;
        }),
      weight: 3,
    },
    // Nested fields broken (items[0].quantity, shipping.pincode…).
    {
      arbitrary: fc.tuple(field, anyString, wrongValue).map(([k, sub, v]) => {
        const inner = template[k];
        if (Array.isArray(inner)) return { ...template, [k]: [{ ...inner[0], [sub]: v }, v] };
        if (inner && typeof inner === 'object') return { ...template, [k]: { ...inner, [sub]: v } };
        return { ...template, [k]: [v] };
      }),
      weight: 2,
    },
    // Extra keys (prototype-polluting ones are sent as text by pollutedJson).
    {
      arbitrary: fc
        .tuple(fc.constantFrom('isAdmin', 'role', 'id', 'userId', 'price', 'total', ''), wrongValue)
        .map(([k, v]) => ({ ...template, [k]: v })),
      weight: 1,
    },
    // Not an object at all.
    { arbitrary: fc.constantFrom(null, 0, '', 'text', [], [template], true), weight: 1 },
  );
}

/** A template with a __proto__ or constructor key, which JSON.stringify of a value cannot make. */
export function pollutedJson(template: Template | undefined): fc.Arbitrary<string> {
  const text = JSON.stringify(template ?? {});
  return fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype'),
      fc.constantFrom('{"isAdmin":true}', '{"prototype":{"role":"admin"}}', 'null', '1', '"x"'),
    )
    .map(([key, value]) => `{"${key}":${value}${text === '{}' ? '}' : `,${text.slice(1)}`}`);
}

/** Characters that are valid JSON but trouble for databases, logs and text handling. */
const NASTY_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\udc00',
  '\u202e',
  '\ufeff',
  '\u0007',
  '\r\n',
  '\u2028',
  '🛒',
  'क',
  '\\',
  "'",
  '%',
];

/** Paths (as key lists) of the string leaves of a value. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

/**
 * A template whose fields all stay valid except that one text field gets an odd character in the
 * middle (NUL, a lone surrogate, bidi override…), so the request reaches the database.
 */
export function nastyTextJson(template: Template | undefined): fc.Arbitrary<string> {
  const paths = stringPaths(template ?? {});
  if (!template || paths.length === 0) return brokenJson(template);
  return fc
    .tuple(
      fc.constantFrom(...paths),
      fc.oneof(fc.constant('\u0000'), fc.constantFrom(...NASTY_CHARACTERS)),
      fc.nat(),
    )
    .map(([path, nasty, at]) => {
      const body = structuredClone(template) as Record<string | number, unknown>;
      let parent = body;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1]!;
      const text = parent[last] as string;
      const cut = text.length === 0 ? 0 : at % text.length;
      parent[last] = `${text.slice(0, cut)}${nasty}${text.slice(cut)}`;
      return JSON.stringify(body);
    });
}
