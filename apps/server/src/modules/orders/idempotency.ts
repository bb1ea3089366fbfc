import crypto from 'node:crypto';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/shared/orders/place-order';
import { InvalidInputError } from '../../lib/domain-errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The request's Idempotency-Key, or an InvalidInputError naming the header. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[IDEMPOTENCY_HEADER];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new InvalidInputError('bad_request', ORDER_ERRORS.idempotencyKey, {
      'Idempotency-Key': ORDER_ERRORS.idempotencyKey,
    });
  }
  return value;
}

/** JSON with object keys sorted at every level, so equal values always give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Fingerprint of an order request: SHA-256 of the canonical JSON of the validated body, so a retry
 * matches even when keys come in another order or ignored fields (prices) differ.
 */
export function requestHash(parsedBody: unknown): string {
  return crypto.createHash('sha256').update(canonicalJson(parsedBody)).digest('hex');
}
