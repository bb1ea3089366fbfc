import type { z } from 'zod';
import { InvalidInputError } from './domain-errors';
import { HttpError, parseOr400 } from './http-error';

/**
 * parseOr400's rules (the shared schema, then no NUL character in any kept string) for services,
 * which refuse with an InvalidInputError rather than an HTTP answer: the same code, message and
 * fields, so the API's 400 is unchanged and a command-line script can say what is wrong.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  try {
    return parseOr400(schema, input);
  } catch (err) {
    if (err instanceof HttpError) throw new InvalidInputError(err.code, err.message, err.fields);
    throw err;
  }
}
