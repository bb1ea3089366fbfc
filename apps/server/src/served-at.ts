import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config';

/**
 * Where a running shop is served, kept in DATA_DIR/served-at.json while it runs, so the staff
 * scripts (admin:create) can print the address the shop really answers on — the port it bound
 * (PORT=0 picks one), not the port the script's own environment would choose.
 */
interface ServedAt {
  url: string;
  pid: number;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'served-at.json');

/**
 * The shop's address: PUBLIC_URL when it is set (the address behind a proxy), otherwise
 * http://localhost with the port the server is listening on.
 */
export function servedUrl(
  config: Pick<Config, 'publicUrl' | 'publicUrlGiven'>,
  address: AddressInfo | string | null,
): string {
  if (config.publicUrlGiven || typeof address !== 'object' || !address) return config.publicUrl;
  return `http://localhost:${address.port}`;
}

/** Records the running shop's address (best effort: a read-only DATA_DIR only loses the hint). */
export function recordServedAt(dataDir: string, url: string): void {
  const record: ServedAt = { url, pid: process.pid };
  try {
    fs.writeFileSync(fileIn(dataDir), `${JSON.stringify(record)}\n`);
  } catch {
    // The address is a convenience for the staff scripts; serving does not depend on it.
  }
}

/** Forgets the address when this process stops serving (another process's record is kept). */
export function clearServedAt(dataDir: string): void {
  if (readRecord(dataDir)?.pid === process.pid) fs.rmSync(fileIn(dataDir), { force: true });
}

/** The address of a shop running on this DATA_DIR now, or undefined when none is. */
export function runningShopUrl(dataDir: string): string | undefined {
  const record = readRecord(dataDir);
  return record && isAlive(record.pid) ? record.url : undefined;
}

function readRecord(dataDir: string): ServedAt | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(fileIn(dataDir), 'utf8'));
    if (
      typeof value === 'object' &&
      value !== null &&
      'url' in value &&
      'pid' in value &&
      typeof value.url === 'string' &&
      typeof value.pid === 'number'
    ) {
      return { url: value.url, pid: value.pid };
    }
  } catch {
    // Missing or unreadable: no shop has said where it runs.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
