/**
 * Writes a backup of the running (or stopped) shop: npm run db:backup [-- --out DIR]
 * One archive, DIR/shop-backup-<UTC time>.tar.gz (default DIR: ./backups), holding a consistent
 * snapshot of the database of DATA_DIR / DATABASE_URL and the uploaded product images (ADR 064).
 *
 * Exit codes: 0 written; 1 unexpected failure; 2 bad arguments; 3 no database to back up.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../src/backup/backup';
import { loadConfig, type Config } from '../src/config';
import { usageExit, UsageError, runScript } from './cli';

const USAGE = `Usage: npm run db:backup [-- --out DIR]

  Writes DIR/shop-backup-<UTC time>.tar.gz (default DIR: ./backups): a consistent snapshot of the
  shop's database (SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL, through pg_dump) and its
  uploads folder. Safe while the shop runs. Restore with npm run db:restore -- FILE.`;

function parse(argv: string[]): string {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
  return path.resolve(values.out ?? 'backups');
}

async function main(): Promise<number> {
  let outDir: string;
  let config: Config;
  try {
    outDir = parse(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    return usageExit(err, USAGE);
  }
  const file = await createBackup(config, outDir);
  console.log(`Backup written: ${file}`);
  return 0;
}

runScript('db:backup', main);
