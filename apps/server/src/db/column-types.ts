/**
 * Types that generated.ts gives columns whose TEXT means more than "a string" (the column → type
 * list is in apps/server/scripts/db-types.ts; shared unions such as OrderStatus come from
 * packages/shared). Declared here once, beside the generated file, never per repository.
 */

declare const holds: unique symbol;

/**
 * TEXT holding `JSON.stringify` of a T. Only `toJson` makes one, so a value read from such a
 * column can be parsed back as a T by `fromJson` without a cast at each use.
 */
export type JsonText<T> = string & { readonly [holds]: T };

/** The text to store in a JsonText<T> column. */
export function toJson<T>(value: T): JsonText<T> {
  // The brand only records, for the type checker, what was stringified; nothing changes at run time.
  return JSON.stringify(value) as JsonText<T>;
}

/** The value a JsonText<T> column holds. */
export function fromJson<T>(text: JsonText<T>): T {
  // Sound because a JsonText<T> comes only from toJson(T) or the column's default ('{}' for
  // the record-typed columns): the brand cannot be made any other way.
  return JSON.parse(text) as T;
}

/** outbox.status (CHECK in migration 002). */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** payments.mode (CHECK in migration 005). */
export type PaymentRowMode = 'live' | 'demo';

/**
 * payments.status (CHECK in migration 005). created: waiting for the shopper; failed: the last
 * attempt failed (retryable); paid.
 */
export type PaymentRowStatus = 'created' | 'failed' | 'paid';
