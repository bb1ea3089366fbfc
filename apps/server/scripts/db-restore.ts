/**
 * Restores a backup written by db:backup: npm run db:restore -- FILE
 * Into an empty place only: a DATA_DIR without a database (SQLite) or a PostgreSQL database
 * without tables (DATABASE_URL), with an empty uploads folder (ADR 064). Start the shop after.
 *
 * Exit codes: 0 restored; 1 unexpected failure; 2 bad arguments or not a backup (or one for the
 * other engine, or from a newer shop); 3 FILE missing; 4 the target is not empty.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/database';
import { usageExit, UsageError, runScript } from './cli';

const USAGE = `Usage: npm run db:restore -- FILE

  Restores FILE (written by npm run db:backup) into the database of DATA_DIR / DATABASE_URL and
  the uploads folder, which must be empty: it never overwrites a shop. A SQLite backup restores
  into a DATA_DIR without shop.sqlite; a PostgreSQL backup into a database without tables
  (createdb it first). Start the shop afterwards; it migrates a backup from an older version.`;

function parse(argv: string[]): string {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new UsageError('Give exactly one backup file.');
  return path.resolve(positionals[0]!);
}

async function main(): Promise<number> {
  let file: string;
  let config: Config;
  try {
    file = parse(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    return usageExit(err, USAGE);
  }
  const manifest = await restoreBackup(config, () => openDatabase(config), file);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  console.log(`Restored the backup taken at ${manifest.takenAt} into ${where}.`);
  return 0;
}

runScript('db:restore', main);
