// What the shop's command-line scripts share: usage errors and a logger that writes to stderr.
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../src/config';

/** A mistake in the command's arguments or input: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/** True for our own usage errors and for node:util parseArgs's refusals. */
export function isUsageError(err: unknown): err is Error {
  return (
    err instanceof UsageError ||
    Boolean((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
  );
}

/** The exit code every script gives for a bad command line or configuration. */
export const USAGE_EXIT = 2;

/**
 * For a script's argument and configuration step: prints a usage error with the usage text, or a
 * configuration error as it is, and returns the usage exit code; anything else is rethrown.
 */
export function usageExit(err: unknown, usage: string): typeof USAGE_EXIT {
  if (isUsageError(err)) {
    console.error(`${err.message}\n\n${usage}`);
    return USAGE_EXIT;
  }
  if (err instanceof ConfigError) {
    console.error(err.message);
    return USAGE_EXIT;
  }
  throw err;
}

/**
 * Runs a script's main and exits with its code; an unexpected failure prints one line naming the
 * script and exits with `failedExit` (1 unless the script says otherwise).
 */
export function runScript(name: string, main: () => Promise<number>, failedExit = 1): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`${name} failed:`, err instanceof Error ? err.message : err);
      process.exit(failedExit);
    },
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
