// What the shop's command-line scripts share: usage errors and a logger that writes to stderr.
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../src/config';
import { DomainError, type DomainErrorKind } from '../src/lib/domain-errors';

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
 * The exit code of a script stopped by one of the shop's rules (ADR 034), the same in every
 * script: 2 the input is wrong (as for a bad command line), 3 no such thing, 4 refused as things
 * stand, 5 unavailable for now (try again later). 0 is success and 1 an unexpected failure.
 */
export const DOMAIN_EXIT: Record<DomainErrorKind, number> = {
  invalid_input: USAGE_EXIT,
  not_found: 3,
  conflict: 4,
  idempotency_mismatch: 4,
  unauthenticated: 4,
  forbidden: 4,
  rate_limited: 5,
  external_service_failed: 5,
  unavailable: 5,
};

/**
 * A domain error as a script reports it: its exit code and one line for stderr, naming the script
 * and saying what is wrong (each field's problem when the error names fields).
 */
export function domainExit(name: string, err: DomainError): { code: number; line: string } {
  const problems = err.fields ? Object.values(err.fields).join('; ') : '';
  return { code: DOMAIN_EXIT[err.kind], line: `${name}: ${problems || err.message}` };
}

/**
 * Runs a script's main and exits with its code. A domain error that ends it prints one line and
 * exits with its DOMAIN_EXIT code; an unexpected failure prints one line naming the script and
 * exits with `failedExit` (1 unless the script says otherwise).
 */
export function runScript(name: string, main: () => Promise<number>, failedExit = 1): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof DomainError) {
        const { code, line } = domainExit(name, err);
        console.error(line);
        return process.exit(code);
      }
      console.error(`${name} failed:`, err instanceof Error ? err.message : err);
      return process.exit(failedExit);
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
