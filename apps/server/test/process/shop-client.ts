// The API as a real client calls it over HTTP, for tests against shop processes.
import { shipping as deliveryAddress } from '../helpers/addresses';
import crypto from 'node:crypto';

const headers = (sid?: string, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'x-requested-with': 'fetch',
  ...(sid && { cookie: `sid=${sid}` }),
  ...extra,
});

/** Signs up a new customer; returns the session token. */
export async function signUp(baseUrl: string, label = 'buyer'): Promise<string> {
  const email = `${label}.${crypto.randomUUID().slice(0, 12)}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ name: 'Asha Rao', email, password: 'secret-123' }),
  });
  if (res.status !== 201) throw new Error(`sign up failed: ${res.status} ${await res.text()}`);
  const sid = /(?:^|;\s*)sid=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1];
  if (!sid) throw new Error('sign up set no session cookie');
  return sid;
}

/** A Maharashtra delivery, as the checkout sends it. */
export const orderBody = (productId: number, quantity = 1) => ({
  items: [{ productId, quantity }],
  shipping: deliveryAddress(),
  paymentMethod: 'upi',
});

/** POST /api/orders with a fresh Idempotency-Key. */
export function placeOrder(baseUrl: string, sid: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: headers(sid, { 'idempotency-key': crypto.randomUUID() }),
    body: JSON.stringify(body),
  });
}
