// An HTTP client with a browser's session for real shop processes (the multi-instance test and
// the chaos script), speaking to the API the way the shop's pages do: the sid cookie kept from
// Set-Cookie, `X-Requested-With: fetch` on every call, an Idempotency-Key on orders. Built on
// node:http so a caller can pick the source address (`localAddress`: any 127.x.y.z on loopback is
// a distinct client IP behind a proxy) and can tell a reset connection (err.code ECONNRESET,
// ECONNREFUSED…) from an answer.
import { shipping as deliveryAddress } from '../helpers/addresses';
import crypto from 'node:crypto';
import http from 'node:http';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Source address of the connection, e.g. 127.0.0.7. */
  localAddress?: string;
  agent?: http.Agent;
  /** Give up (reject with code ETIMEDOUT) after this long; default 60 s. */
  timeoutMs?: number;
}

/** One HTTP request; rejects only when no answer arrives (reset, refused, timed out). */
export function httpRequest(url: string, opts: RequestOptions = {}): Promise<HttpResponse> {
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  const timeoutMs = opts.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        agent: opts.agent,
        localAddress: opts.localAddress,
        headers: {
          ...(payload && {
            'content-type': 'application/json',
            'content-length': String(payload.length),
          }),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            json: () => JSON.parse(body),
          });
        });
      },
    );
    req.setTimeout(timeoutMs, () => {
      const err: NodeJS.ErrnoException = new Error(`no answer from ${url} in ${timeoutMs} ms`);
      err.code = 'ETIMEDOUT';
      req.destroy(err);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The error code of a failed request (ECONNRESET, ECONNREFUSED, …), or 'ERROR'. */
export const errorCode = (err: unknown): string =>
  (err as NodeJS.ErrnoException | undefined)?.code ?? 'ERROR';

export const PASSWORD = 'secret-123';

let counter = 0;
/** A unique email address. */
export const uniqueEmail = (label = 'shopper') =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}${crypto.randomBytes(2).toString('hex')}@example.com`;

/** A Maharashtra delivery (the shop's own state). */
export const shipping = deliveryAddress();

export type OrderItem = { productId: number; quantity: number };

export const orderBody = (items: OrderItem[]) => ({ items, shipping, paymentMethod: 'upi' });

export const newIdempotencyKey = () => `proc-${crypto.randomUUID()}`;

export interface ClientOptions {
  localAddress?: string;
  agent?: http.Agent;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * One browser's worth of state against a base URL (a shop, or a proxy in front of several): the
 * sid cookie, kept from Set-Cookie as a browser keeps it.
 */
export class ShopClient {
  sid: string | undefined;
  email: string | undefined;

  constructor(
    public baseUrl: string,
    private readonly opts: ClientOptions = {},
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await httpRequest(`${this.baseUrl}${path}`, {
      method,
      body,
      localAddress: this.opts.localAddress,
      agent: this.opts.agent,
      timeoutMs: this.opts.timeoutMs,
      headers: {
        'x-requested-with': 'fetch',
        ...(this.sid !== undefined && { cookie: `sid=${this.sid}` }),
        ...this.opts.headers,
        ...headers,
      },
    });
    this.keepCookie(res);
    return res;
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', path, body ?? {}, headers);

  private keepCookie(res: HttpResponse): void {
    for (const line of res.headers['set-cookie'] ?? []) {
      const m = /^sid=([^;]*)/.exec(line);
      if (!m) continue;
      const cleared =
        m[1] === '' || /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      this.sid = cleared ? undefined : decodeURIComponent(m[1]!);
    }
  }

  /** Signs up a new account (201 expected) and keeps its session. */
  async signUp(email = uniqueEmail(), password = PASSWORD, name = 'Asha Rao'): Promise<this> {
    const res = await this.post('/api/auth/signup', { name, email, password });
    if (res.status !== 201) throw new Error(`sign up failed: ${res.status} ${res.body}`);
    this.email = email.toLowerCase();
    return this;
  }

  async logIn(email: string, password: string): Promise<HttpResponse> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status === 200) this.email = email.toLowerCase();
    return res;
  }

  /** POST /api/orders as the checkout page does it. */
  placeOrder(items: OrderItem[], key = newIdempotencyKey()) {
    return this.post('/api/orders', orderBody(items), { 'idempotency-key': key });
  }

  /**
   * Sets a product's stock through the back office API (the client must be an admin), as read
   * (ADR 084): the stock given is what the product should hold if nothing sells meanwhile.
   */
  async setStock(productId: number, stock: number): Promise<void> {
    const product = await this.adminProduct(productId);
    const res = await this.put(`/api/admin/products/${productId}`, {
      ...product,
      expectedStock: product.stock,
      stock,
    });
    if (res.status !== 200) throw new Error(`admin product edit: ${res.status} ${res.body}`);
  }

  /** A product's stock as the back office sees it (hidden or not). */
  async stockOf(productId: number): Promise<number> {
    return (await this.adminProduct(productId)).stock as number;
  }

  /** GET /api/admin/products/:id (the client must be an admin). */
  async adminProduct(productId: number): Promise<Record<string, unknown>> {
    const got = await this.get(`/api/admin/products/${productId}`);
    if (got.status !== 200) throw new Error(`admin product read: ${got.status} ${got.body}`);
    return got.json().product;
  }
}

/** Runs `fn` over `items` with at most `limit` at a time; results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
