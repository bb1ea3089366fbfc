import { afterEach, describe, expect, it, vi } from 'vitest';
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
} from '../src/lib/domain-errors';
import { DOMAIN_EXIT, domainExit, runScript } from './cli';

/** One error of every kind and the exit code a script ends with. */
const CASES: { error: DomainError; code: number }[] = [
  { error: new InvalidInputError('bad_request', 'Invalid request'), code: 2 },
  { error: new NotFoundError('Order not found: ORD1000000000000'), code: 3 },
  { error: new ConflictError('status_not_allowed', 'Order is Shipped'), code: 4 },
  { error: new IdempotencyMismatchError('idempotency_key_reused', 'Key reused'), code: 4 },
  { error: new UnauthenticatedError('unauthenticated', 'Please login'), code: 4 },
  { error: new ForbiddenError('forbidden', 'Staff only'), code: 4 },
  { error: new RateLimitedError('too_many_requests', 'Too many', 60), code: 5 },
  { error: new ExternalServiceError('payment_gateway_unavailable', 'Try again'), code: 5 },
  { error: new UnavailableError('storage_unavailable', 'Not now'), code: 5 },
];

describe('the command-line edge: a domain error becomes an exit code and one line', () => {
  it('has a case for every kind', () => {
    expect(new Set(CASES.map((c) => c.error.kind))).toEqual(new Set(Object.keys(DOMAIN_EXIT)));
  });

  for (const { error, code } of CASES) {
    it(`${error.kind} → exit ${code}`, () => {
      expect(domainExit('order:status', error)).toEqual({
        code,
        line: `order:status: ${error.message}`,
      });
    });
  }

  it("names each field's problem when the error names fields", () => {
    const error = new InvalidInputError('bad_request', 'Invalid request — carrier: …', {
      carrier: 'Enter the courier company',
      trackingNumber: 'Enter the tracking number',
    });
    expect(domainExit('order:status', error).line).toBe(
      'order:status: Enter the courier company; Enter the tracking number',
    );
  });

  describe('runScript', () => {
    afterEach(() => vi.restoreAllMocks());

    async function run(main: () => Promise<number>) {
      const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
      const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});
      runScript('order:status', main, 1);
      await vi.waitFor(() => expect(exit).toHaveBeenCalled());
      return { code: exit.mock.calls[0]![0], lines: stderr.mock.calls.map((c) => c.join(' ')) };
    }

    it('exits with the code of a domain error that ends the script, printing one line', async () => {
      const ended = await run(() => Promise.reject(new ConflictError('status_not_allowed', 'No.')));
      expect(ended).toEqual({ code: 4, lines: ['order:status: No.'] });
    });

    it('exits with the failure code on anything else', async () => {
      const ended = await run(() => Promise.reject(new Error('disk full')));
      expect(ended).toEqual({ code: 1, lines: ['order:status failed: disk full'] });
    });

    it("exits with main's own code", async () => {
      expect(await run(() => Promise.resolve(0))).toEqual({ code: 0, lines: [] });
    });
  });
});
