import crypto from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP ASVS 5.0's minimum: 19 MiB of memory, 2 passes, 1 lane (~20 ms per hash
 * here). `2` is Algorithm.Argon2id; the library's const enum cannot be read under isolatedModules.
 */
export const PASSWORD_HASHING = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id's value (see above)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASHING);
}

/** True when the password matches; a malformed stored hash counts as no match. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real verification when there is no account, so response times do not
 * tell which emails have accounts. Always false.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await decoy, password);
  return false;
}

/** True when a stored hash was made with weaker (or just different) settings than today's. */
export function needsRehash(stored: string): boolean {
  try {
    const o = parseOptions(stored);
    return (
      o.algorithm !== PASSWORD_HASHING.algorithm ||
      o.memoryCost !== PASSWORD_HASHING.memoryCost ||
      o.timeCost !== PASSWORD_HASHING.timeCost ||
      o.parallelism !== PASSWORD_HASHING.parallelism
    );
  } catch {
    return true;
  }
}
