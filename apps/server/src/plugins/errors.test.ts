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
import { HTTP_STATUS, registerErrorHandling } from './errors';

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
      expect(res.json()).toEqual({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields && { fields: error.fields }),
        },
      });
      // Exactly these keys, in this order: what the web app and API clients read.
      expect(Object.keys(res.json().error)).toEqual(
        error.fields ? ['code', 'message', 'fields'] : ['code', 'message'],
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
      error: { code: 'body_too_large', message: 'The request body is too large.' },
    });
  });

  it('answers anything else with a 500 that reveals nothing', async () => {
    const res = await answerTo(new Error('connection refused at 10.0.0.5'));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
