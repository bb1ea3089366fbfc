import type { z } from 'zod';
import { InvalidInputError } from './domain-errors';
import { checkInput, invalidRequestMessage } from './request-validation';

/**
 * The request checks (the shared schema, then no NUL character in any kept string) for services,
 * which refuse with an InvalidInputError rather than an HTTP answer: the same code, message and
 * fields as a route's own validator, so the API's 400 is the same either way and a command-line
 * script can say what is wrong.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = checkInput(schema, input);
  if (result.success) return result.data;
  throw new InvalidInputError('bad_request', invalidRequestMessage(result.fields), result.fields);
}
