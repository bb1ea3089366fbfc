import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { ApiError } from '~/lib/api-client';

/**
 * The text to show for a failed call: the server's own message when it sent one (it is written
 * for the shopper), otherwise the spec's 'An error occurred. Please try again.' (network down,
 * an answer that is not the API's JSON).
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError && !/^Request failed \(\d+\)$/.test(err.message)) return err.message;
  return AUTH_ERRORS.unexpected;
}

/** Field errors of a 400 answer, keyed by field name. */
export function fieldErrorsOf(err: unknown): Record<string, string> {
  return err instanceof ApiError && err.fields ? err.fields : {};
}
