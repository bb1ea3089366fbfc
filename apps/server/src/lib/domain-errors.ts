/**
 * The refusals the shop's rules make, whoever asked (ADR 034). A service throws one of these;
 * each edge turns it into its own answer: the API's error handler into a status and the
 * `{ error: { code, message, fields? } }` body (plugins/errors.ts), a command-line script into an
 * exit code and one line on stderr (scripts/cli.ts). Nothing here knows about HTTP.
 *
 * `code` is the stable machine-readable name the API sends (the web app branches on some);
 * `message` is the text shown as it is; `fields` names each input that is wrong.
 */

/** What sort of refusal an error is; each edge has one answer per kind. */
export type DomainErrorKind =
  | 'invalid_input'
  | 'not_found'
  | 'conflict'
  | 'idempotency_mismatch'
  | 'unauthenticated'
  | 'forbidden'
  | 'rate_limited'
  | 'external_service_failed'
  | 'unavailable';

export type FieldProblems = Record<string, string>;

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    readonly code: string,
    message: string,
    readonly fields?: FieldProblems,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The caller's input breaks a rule (a field, a file, a signature); `fields` names the inputs. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid_input';
}

/** The thing asked for does not exist, or is not the caller's to see (answered alike). */
export class NotFoundError extends DomainError {
  readonly kind = 'not_found';

  constructor(message: string) {
    super('not_found', message);
  }
}

/** The request is fine but the current state refuses it: sold out, already paid, wrong status. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** A retry's key was first used for a different request, so its answer cannot be replayed. */
export class IdempotencyMismatchError extends DomainError {
  readonly kind = 'idempotency_mismatch';
}

/** Nobody is signed in, or the credentials given are wrong. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** The caller is known and may not do this (a customer in the back office, a disabled account). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** Too many tries; `retryAfterSeconds` says when the next one will be accepted. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited';

  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

/** A service the shop depends on (the payment provider) failed or did not answer. */
export class ExternalServiceError extends DomainError {
  readonly kind = 'external_service_failed';
}

/** The shop cannot do this right now (storage down) or as configured (webhooks without a secret). */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
