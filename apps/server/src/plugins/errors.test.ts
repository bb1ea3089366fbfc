import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  ExternalServiceError,
  ForbiddenError,
  IdempotencyMismatchError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  type DomainError,
} from '../lib/domain-errors';
import { HttpError } from '../lib/http-error';
import { HTTP_STATUS, registerErrorHandling, type ErrorPages } from './errors';
import { registerRequestId } from './request-id';

/** One error of every kind, as services throw them, and the answer the API gives for it. */
const CASES: { error: DomainError; status: number; headers?: Record<string, string> }[] = [
  {
    error: new InvalidInputError('address_required', 'Add your address', { line1: 'Enter it' }),
    status: 400,
  },
  {
    error: new UnauthenticatedError('invalid_credentials', 'Wrong email or password'),
    status: 401,
  },
  { error: new ForbiddenError('forbidden', 'Staff only'), status: 403 },
  { error: new NotFoundError('Order not found'), status: 404 },
  {
    error: new ConflictError('out_of_stock', 'Sold out', { 'items.0.quantity': 'Sold out' }),
    status: 409,
  },
  { error: new IdempotencyMismatchError('idempotency_key_reused', 'Key reused'), status: 422 },
  {
    error: new RateLimitedError('too_many_attempts', 'Try again later', 120),
    status: 429,
    headers: { 'retry-after': '120' },
  },
  { error: new ExternalServiceError('payment_gateway_unavailable', 'Try again'), status: 502 },
  { error: new UnavailableError('storage_unavailable', 'Not now'), status: 503 },
];

const app = Fastify();
let thrown: unknown;
beforeAll(async () => {
  registerRequestId(app);
  registerErrorHandling(app);
  app.get('/throw', async () => {
    throw thrown;
  });
  await app.ready();
});
afterAll(() => app.close());

async function answerTo(error: unknown) {
  thrown = error;
  return app.inject('/throw');
}

describe('the API edge: a domain error becomes a status and the error body', () => {
  it('has a case for every kind', () => {
    expect(new Set(CASES.map((c) => c.error.kind))).toEqual(new Set(Object.keys(HTTP_STATUS)));
  });

  for (const { error, status, headers } of CASES) {
    it(`${error.kind} → ${status}`, async () => {
      const res = await answerTo(error);
      expect(res.statusCode).toBe(status);
      const requestId = res.headers['x-request-id'];
      expect(requestId).toMatch(/^req-/);
      expect(res.json()).toEqual({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
          requestId,
        },
      });
      // Exactly these keys, in this order: what the web app and API clients read.
      expect(Object.keys(res.json().error)).toEqual(
        error.fields
          ? ['code', 'message', 'fields', 'requestId']
          : ['code', 'message', 'requestId'],
      );
      expect(res.headers['retry-after']).toBe(headers?.['retry-after']);
    });
  }

  it('answers an HttpError (request framing, limits, CSRF) as before', async () => {
    const res = await answerTo(
      new HttpError(413, 'body_too_large', 'The request body is too large.'),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'body_too_large',
        message: 'The request body is too large.',
        requestId: res.headers['x-request-id'],
      },
    });
  });

  it('answers anything else with a 500 that reveals nothing', async () => {
    const res = await answerTo(new Error('connection refused at 10.0.0.5'));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'internal',
        message: 'Something went wrong on our side. Please try again.',
        requestId: res.headers['x-request-id'],
      },
    });
  });
});

describe('page requests get the shop’s error page when the browser asks for HTML', () => {
  const pages: ErrorPages = {};
  const shop = Fastify();
  let failed: unknown;
  beforeAll(async () => {
    registerRequestId(shop);
    registerErrorHandling(shop, pages);
    // Stands in for ssr/pages.ts: the page carries what the page route would show.
    pages.render = async (request, reply, refusal) =>
      reply
        .type('text/html; charset=utf-8')
        .send(`<h1>${refusal.status} ${refusal.message}</h1><p>Reference: ${request.id}</p>`);
    shop.route({
      method: ['GET', 'POST'],
      url: '/*',
      handler: async () => {
        throw failed;
      },
    });
    await shop.ready();
  });
  afterAll(() => shop.close());

  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const REFUSALS: [number, unknown][] = [
    [400, new HttpError(400, 'bad_request', 'The form could not be read.')],
    [403, new HttpError(403, 'csrf', 'Refused.')],
    [404, new NotFoundError('No such page')],
    [413, new HttpError(413, 'body_too_large', 'The request body is too large.')],
    [
      415,
      Object.assign(new Error('x'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }),
    ],
    [429, new RateLimitedError('too_many_attempts', 'Try again later', 60)],
    [500, new Error('secret internals')],
  ];

  for (const [status, error] of REFUSALS) {
    it(`${status}: an HTML page for a browser, JSON for anyone else, both naming the request`, async () => {
      failed = error;
      const page = await shop.inject({
        method: 'POST',
        url: '/contact',
        headers: { accept: BROWSER },
      });
      expect(page.statusCode).toBe(status);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`<h1>${status} `);
      expect(page.body).not.toContain('secret internals');
      expect(page.body).toContain(`Reference: ${page.headers['x-request-id']}`);

      for (const accept of [undefined, 'application/json', '*/*', 'text/html;q=0']) {
        const res = await shop.inject({
          method: 'POST',
          url: '/contact',
          headers: accept ? { accept } : {},
        });
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json().error.requestId).toBe(res.headers['x-request-id']);
      }
      // The API answers JSON whatever the browser accepts.
      const api = await shop.inject({
        method: 'POST',
        url: '/api/x',
        headers: { accept: BROWSER },
      });
      expect(api.statusCode).toBe(status);
      expect(api.json().error.requestId).toBe(api.headers['x-request-id']);
    });
  }

  it('falls back to JSON when the page itself cannot be rendered', async () => {
    const render = pages.render;
    pages.render = async () => {
      throw new Error('render failed');
    };
    failed = new HttpError(413, 'body_too_large', 'The request body is too large.');
    const res = await shop.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: BROWSER },
    });
    pages.render = render;
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('body_too_large');
  });
});
