import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '../src/lib/route-contracts';
import { serverRoutes } from './fuzz/routes';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Check = 'params' | 'body' | 'response';

/**
 * Routes under /api that may leave out part of their contract, and why. A route listed here is
 * still checked for everything else; an entry that matches no route fails the test, so the list
 * cannot outlive its routes. `*` at the end of a URL matches every route below it.
 */
const EXCEPTIONS: Record<string, { skip: Check[] | 'all'; why: string }> = {
  'POST /api/admin/uploads': {
    skip: ['body'],
    why:
      'multipart/form-data: @fastify/multipart reads the one file as a bounded stream in the ' +
      'handler; there is no parsed body for a schema to check (the answer is declared)',
  },
  'POST /api/payments/razorpay/webhook': {
    skip: ['body'],
    why:
      'Razorpay signs the raw bytes, so the body stays a Buffer until the signature is checked; ' +
      "the webhook service then reads Razorpay's payload with its own schemas (headers and " +
      'answer are declared)',
  },
  'POST /api/whatsapp/webhook': {
    skip: ['body'],
    why:
      'Meta signs the raw bytes (X-Hub-Signature-256), so the body stays a Buffer until the ' +
      'signature is checked; the webhook then reads the payload with its own schema',
  },
  'GET /api/openapi.json': {
    skip: 'all',
    why: 'the API document itself, made by @fastify/swagger from the other routes',
  },
  'GET /api/docs*': {
    skip: 'all',
    why: 'the reference page and its files (HTML, scripts, styles), served by @fastify/swagger-ui',
  },
};

const exceptionOf = (route: ApiRoute) =>
  Object.entries(EXCEPTIONS).find(([key]) => {
    const [method, url] = key.split(' ') as [string, string];
    if (method !== route.method) return false;
    return url.endsWith('*') ? route.url.startsWith(url.slice(0, -1)) : route.url === url;
  });

const isZod = (schema: unknown) => schema instanceof z.ZodType;
const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
const hasParams = (url: string) => /[:*]/.test(url);

/** What a route's schema lacks, as readable problems ('' when nothing). */
function missingParts(route: ApiRoute, skip: Check[]): string[] {
  const schema: FastifySchema = route.schema ?? {};
  const problems: string[] = [];
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[part] !== undefined && !isZod(schema[part])) problems.push(`${part} is not zod`);
  }
  if (!skip.includes('params') && hasParams(route.url) && !isZod(schema.params)) {
    problems.push('no params schema');
  }
  if (!skip.includes('body') && takesBody(route.method) && !isZod(schema.body)) {
    problems.push('no body schema');
  }
  if (!skip.includes('response')) {
    const response = (schema.response ?? {}) as Record<string, unknown>;
    const codes = Object.keys(response);
    if (!codes.some((c) => /^2(\d\d|xx)$/.test(c))) problems.push('no 2xx response schema');
    if (!codes.some((c) => /^4(\d\d|xx)$/.test(c))) problems.push('no 4xx response schema');
    for (const [code, answer] of Object.entries(response)) {
      if (!isZod(answer)) problems.push(`response ${code} is not zod`);
    }
  }
  return problems;
}

describe(`route contracts on ${engine}`, () => {
  it('are declared by every /api route: params, body and answers (exceptions listed with why)', () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD');
    // The list is complete: every /api route in Fastify's own route tree is in it (the reference
    // page's own routes aside: its plugin adds some, such as /api/docs/, as prefix variants).
    const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const tree = serverRoutes(t.app)
      .map((r) => ({ method: r.method, url: r.pattern, schema: undefined }))
      .filter((r) => r.url.startsWith('/api/') && exceptionOf(r)?.[1].skip !== 'all');
    expect(tree.length).toBeGreaterThan(40);
    expect(tree.map((r) => `${r.method} ${r.url}`).filter((r) => !known.has(r))).toEqual([]);

    const lacking: string[] = [];
    const used = new Set<string>();
    for (const route of routes) {
      const exception = exceptionOf(route);
      if (exception) used.add(exception[0]);
      const skip = exception?.[1].skip ?? [];
      if (skip === 'all') continue;
      const problems = missingParts(route, skip);
      if (problems.length) lacking.push(`${route.method} ${route.url}: ${problems.join(', ')}`);
    }
    expect(lacking, 'routes without a full contract').toEqual([]);
    expect(Object.keys(EXCEPTIONS).filter((key) => !used.has(key))).toEqual([]);
  });

  it('are published as an OpenAPI 3.1 document of the /api routes only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');

    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // Every route with a contract is there (path parameters as {name}), and nothing else.
    const expected = t.app.apiRoutes
      .filter((r) => r.method !== 'HEAD' && exceptionOf(r)?.[1].skip !== 'all')
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(expected)].sort());

    const placeOrder = document.paths['/api/orders']!.post!;
    expect(Object.keys(placeOrder.responses).sort()).toEqual(['201', '4XX', '5XX']);
    expect(document.components.schemas).toHaveProperty('OrderDetail');
    expect(document.components.schemas).toHaveProperty('ApiError');
    // A file answer is listed under its media type.
    expect(document.paths['/api/orders/{orderId}/invoice']!.get!.responses['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
  });

  it('are readable at /api/docs: a page whose scripts come from the shop itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The shop's own CSP holds: no inline script, nothing from another origin.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      const src = /src="([^"]+)"/.exec(attributes)?.[1];
      expect(src, `inline script: <script${attributes}>`).toBeDefined();
      expect(src).toMatch(/^\/api\/docs\//);
      const script = await t.app.inject({ method: 'GET', url: src! });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type'], src).toMatch(/javascript/);
    }
  });
});
