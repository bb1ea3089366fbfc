// What the shop's command-line scripts share: usage errors and a logger that writes to stderr.
import type { FastifyBaseLogger } from 'fastify';

/** A mistake in the command's arguments or input: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/** True for our own usage errors and for node:util parseArgs's refusals. */
export function isUsageError(err: unknown): err is Error {
  return (
    err instanceof UsageError ||
    Boolean((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
  );
}

/** Warnings and errors on stderr, so stdout carries only the command's own output. */
export const stderrLog = {
  level: 'warn',
  fatal: (...a: unknown[]) => console.error(...a),
  error: (...a: unknown[]) => console.error(...a),
  warn: (...a: unknown[]) => console.error(...a),
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => stderrLog,
} as unknown as FastifyBaseLogger;
