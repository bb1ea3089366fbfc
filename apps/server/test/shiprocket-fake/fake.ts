/**
 * A Shiprocket look-alike for tests: a real HTTP server on loopback that answers the parts of
 * Shiprocket's external API v1 the shop calls, with the documented request fields and answer
 * shapes (apidocs.shiprocket.in), bearer tokens from /auth/login, and the failures the shop must
 * survive: an expired token (401), an unserviceable PIN (422), timeouts and 5xx. See README.md.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFor, type Desk } from './desk';

export type Failure = 500 | 502 | 503 | 'timeout';

export interface ShiprocketFakeOptions {
  port?: number;
  host?: string;
  email?: string;
  password?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  operation: string;
  body: unknown;
  /** The bearer token was one the look-alike issued and has not expired. */
  authorized: boolean;
}

export interface ShiprocketFake {
  url: string;
  /** SHIPPING_PROVIDER and SHIPROCKET_* to start the shop against the look-alike. */
  shopEnv: Record<string, string>;
  requests: FakeRequest[];
  desk: Desk;
  /** Every token issued so far stops working (as after 10 days): the next call answers 401. */
  expireTokens(): void;
  /** The next `times` calls of `operation` fail so (a 5xx, or no answer until the caller gives up). */
  fail(operation: string, failure: Failure, times?: number): void;
  /** Deliveries to this PIN are refused as unserviceable (422). */
  unserviceable(pin: string): void;
  close(): Promise<void>;
}

/** The operation a path names, as the shop records its calls. */
export function operationOf(method: string, path: string): string {
  if (path === '/v1/external/auth/login') return 'login';
  if (path.startsWith('/v1/external/courier/serviceability')) return 'serviceability';
  if (path === '/v1/external/orders/create/adhoc') return 'create_order';
  if (path === '/v1/external/courier/assign/awb') return 'assign_awb';
  if (path === '/v1/external/courier/generate/pickup') return 'pickup';
  if (path === '/v1/external/courier/generate/label') return 'label';
  if (path === '/v1/external/manifests/generate') return 'manifest';
  if (method === 'GET' && path.startsWith('/v1/external/courier/track/awb/')) return 'track';
  if (method === 'POST' && /^\/v1\/external\/ndr\/[^/]+\/action$/.test(path)) return 'ndr_action';
  return 'unknown';
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('invalid-json');
  }
}

/** Starts the look-alike; `close()` stops it. */
export async function start(options: ShiprocketFakeOptions = {}): Promise<ShiprocketFake> {
  const email = options.email ?? 'api-user@shop.test';
  const password = options.password ?? 'lookalike-password';
  const tokens = new Set<string>();
  let issued = 0;
  const failures = new Map<string, Failure[]>();
  const requests: FakeRequest[] = [];
  const desk: Desk = {
    orders: new Map(),
    unserviceablePins: new Set(),
    tracking: new Map(),
    ndrActions: [],
  };
  let url = '';

  const server = http.createServer((req, res) => {
    void (async () => {
      const target = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const operation = operationOf(method, target.pathname);
      const body = await readBody(req);
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const authorized = bearer !== undefined && tokens.has(bearer);
      requests.push({ method, path: target.pathname + target.search, operation, body, authorized });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      const failure = failures.get(operation)?.shift();
      // No answer at all: the caller's timeout is what ends the request.
      if (failure === 'timeout') return;
      if (failure) return send(failure, { message: 'Service Unavailable', status_code: failure });
      if (body === Symbol.for('invalid-json')) {
        return send(400, { message: 'Malformed JSON', status_code: 400 });
      }
      if (operation === 'login') {
        const given = (body ?? {}) as { email?: unknown; password?: unknown };
        if (given.email !== email || given.password !== password) {
          return send(400, { message: 'Invalid email and password combination', status_code: 400 });
        }
        issued += 1;
        const token = `lookalike-jwt-${issued}`;
        tokens.add(token);
        return send(200, {
          id: 1,
          first_name: 'API',
          last_name: 'User',
          email,
          company_id: 1,
          created_at: '2026-01-01 10:00:00',
          token,
        });
      }
      if (!authorized) {
        return send(401, { message: 'Token has expired', status_code: 401 });
      }
      const [status, answer] = answerFor(desk, {
        operation,
        method,
        path: target.pathname,
        query: target.searchParams,
        body,
        baseUrl: url,
      });
      send(status, answer);
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: String(err), status_code: 500 }));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  url = `http://${address.address}:${address.port}`;

  return {
    url,
    shopEnv: {
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_EMAIL: email,
      SHIPROCKET_PASSWORD: password,
      SHIPROCKET_PICKUP_LOCATION: 'Primary',
      SHIPROCKET_API_URL: url,
    },
    requests,
    desk,
    expireTokens: () => tokens.clear(),
    fail(operation, failure, times = 1) {
      const queue = failures.get(operation) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(failure);
      failures.set(operation, queue);
    },
    unserviceable: (pin) => desk.unserviceablePins.add(pin),
    close: () =>
      new Promise<void>((resolve) => {
        // Requests held open for a timeout end here too.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
