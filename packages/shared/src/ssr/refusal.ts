/**
 * A rule's refusal as a page action meets it: the server's services throw domain errors
 * (apps/server/src/lib/domain-errors.ts) with these fields, the same ones the API sends as
 * `{ error: { code, message, fields? } }`. The web app cannot import the server's classes, so it
 * reads the shape.
 */
export interface Refusal {
  kind: string;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** A rate limit's refusal: seconds until the next try is accepted (Retry-After). */
  retryAfterSeconds?: number;
}

/** The refusal an error stands for, or undefined for anything else (a bug, an outage). */
export function asRefusal(err: unknown): Refusal | undefined {
  if (!(err instanceof Error)) return undefined;
  // Any Error may carry these fields; each is checked below before it is used.
  const { kind, code, fields, retryAfterSeconds } = err as Error & Partial<Refusal>;
  if (typeof kind !== 'string' || typeof code !== 'string') return undefined;
  const refusal: Refusal = { kind, code, message: err.message };
  if (fields && typeof fields === 'object') refusal.fields = fields;
  if (typeof retryAfterSeconds === 'number') refusal.retryAfterSeconds = retryAfterSeconds;
  return refusal;
}
