import fs from 'node:fs';
import path from 'node:path';

/** A start that cannot go on, with a message that names the cause and what to change. */
export class StartupError extends Error {}

/**
 * Makes sure DATA_DIR exists and can be written, creating missing folders one by one (Node's
 * recursive mkdir spins for ever on some impossible paths, such as under /proc).
 */
export function ensureDataDir(dataDir: string): void {
  const refuse = (why: string) =>
    new StartupError(
      `DATA_DIR ${dataDir} cannot be used: ${why}. Set DATA_DIR to a folder this user can write.`,
    );
  const missing: string[] = [];
  let existing = path.resolve(dataDir);
  while (!fs.existsSync(existing)) {
    missing.unshift(existing);
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  try {
    if (!fs.statSync(existing).isDirectory()) throw refuse(`${existing} is not a folder`);
    for (const dir of missing) fs.mkdirSync(dir);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (err) {
    if (err instanceof StartupError) throw err;
    throw refuse(systemReason(err));
  }
}

/** One line, naming the cause and the variable to change, for any error a start can meet. */
export function describeStartupFailure(
  err: unknown,
  where: { port: number; host: string; databaseUrl?: string; dataDir: string },
): string {
  if (err instanceof StartupError) return err.message;
  // Only optional fields are read, each compared before use.
  const e = err as NodeJS.ErrnoException & { code?: string; migration?: string };
  if (e.code === 'EADDRINUSE') {
    return `Port ${where.port} on ${where.host} is already in use. Stop the other server or set PORT to a free port.`;
  }
  if (e.code === 'EACCES' && e.syscall === 'listen') {
    return `Port ${where.port} on ${where.host} needs privileges this user lacks. Set PORT to 1024 or above.`;
  }
  if (
    e.code === 'EADDRNOTAVAIL' ||
    (e.code === 'ENOTFOUND' && e.syscall === 'getaddrinfo' && !where.databaseUrl)
  ) {
    return `HOST ${where.host} is not an address of this machine. Set HOST to 0.0.0.0 or one of its addresses.`;
  }
  if (e.migration) {
    return `Database migration ${e.migration} failed: ${firstLine(e.message)}. The database was left as it was before this start; fix the migration or restore the database.`;
  }
  if (where.databaseUrl) return describePostgresFailure(e, where.databaseUrl);
  if (typeof e.code === 'string' && e.code.startsWith('SQLITE_')) {
    return `The SQLite database ${path.join(where.dataDir, 'shop.sqlite')} cannot be used: ${firstLine(e.message)} (${e.code}). Check DATA_DIR.`;
  }
  return `The shop could not start: ${firstLine(e.message ?? String(err))}`;
}

/** PostgreSQL failures name the server (host, port, database) and never the password. */
function describePostgresFailure(e: NodeJS.ErrnoException, databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const server = `PostgreSQL at ${url.hostname}:${url.port || '5432'}`;
  const database = decodeURIComponent(url.pathname.slice(1)) || url.username || 'postgres';
  const fix = 'Check DATABASE_URL.';
  switch (e.code) {
    case 'ECONNREFUSED':
      return `Cannot connect to ${server}: connection refused (is it running?). ${fix}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to ${server}: the host name does not resolve. ${fix}`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot connect to ${server}: no answer from the host. ${fix}`;
    case '28P01':
    case '28000':
      return `${server} refused user "${decodeURIComponent(url.username)}": wrong password or not allowed. ${fix}`;
    case '3D000':
      return `${server} has no database "${database}". Create it, or check DATABASE_URL.`;
    default:
      if (/timeout/i.test(e.message ?? '')) {
        return `Cannot connect to ${server}: no answer within 10 s. ${fix}`;
      }
      return `${server} failed: ${firstLine(e.message ?? String(e))}${e.code ? ` (${e.code})` : ''}. ${fix}`;
  }
}

function systemReason(err: unknown): string {
  const e = err as NodeJS.ErrnoException; // only its optional code and message are read
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOENT: 'the path cannot be created',
    EROFS: 'the file system is read-only',
    ENOTDIR: 'a part of the path is a file, not a folder',
    ENOSPC: 'the disk is full',
  };
  return (e.code && reasons[e.code]) ?? firstLine(e.message ?? String(err));
}

const firstLine = (text: string) => text.split('\n')[0]!.trim();
