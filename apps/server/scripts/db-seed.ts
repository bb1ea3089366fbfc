/**
 * Loads the demo catalogue (apps/server/seed/products.json) into the configured database:
 *
 *   npm run db:seed                   into an empty catalogue; refused when it has products
 *   npm run db:seed -- --force        adds only the products whose ids are missing
 *   npm run db:seed -- --file PATH    another catalogue file in the same format
 *
 * Reads the same configuration as the server (DATA_DIR, DATABASE_URL) and migrates the database
 * first if needed. The file is validated before the database is touched. Existing products are
 * never changed or removed; running servers reload the catalogue at their next request (ADR 030).
 *
 * Exit codes: 0 done; 1 unexpected failure (e.g. the database); 2 bad arguments or
 * configuration, or the catalogue already has products (without --force); 3 the file cannot be
 * read or is invalid.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SeedProduct } from '@shop/shared/catalogue/seed-catalogue';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seedCatalogue } from '../src/db/seed';
import {
  DEMO_CATALOGUE_FILE,
  readSeedCatalogue,
  SeedCatalogueError,
} from '../src/modules/catalogue/seed-catalogue';
import { usageExit, UsageError, runScript } from './cli';

const USAGE = `Usage: npm run db:seed [-- --force] [-- --file PATH]

  Loads the demo catalogue (${path.relative(process.cwd(), DEMO_CATALOGUE_FILE)}) into the
  database of DATA_DIR / DATABASE_URL, migrating it first if needed. When the catalogue already
  has products nothing is loaded (exit 2), unless --force: then only the products whose ids are
  missing are added. Existing products are never changed.

Options:
  --force        add the file's products whose ids are not in the catalogue
  --file PATH    load this catalogue file (a JSON array in the same format) instead`;

const EXIT = { ok: 0, failed: 1, usage: 2, badFile: 3 } as const;

function parse(argv: string[]): { force: boolean; file: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(EXIT.ok);
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
  return {
    force: values.force,
    file: values.file ? path.resolve(values.file) : DEMO_CATALOGUE_FILE,
  };
}

const where = (config: Config) =>
  config.databaseUrl ? 'PostgreSQL' : `SQLite in ${path.join(config.dataDir, 'shop.sqlite')}`;

async function main(): Promise<number> {
  let options: { force: boolean; file: string };
  let config: Config;
  try {
    options = parse(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    return usageExit(err, USAGE);
  }

  let products: SeedProduct[];
  try {
    products = readSeedCatalogue(options.file);
  } catch (err) {
    if (!(err instanceof SeedCatalogueError)) throw err;
    console.error(err.message);
    return EXIT.badFile;
  }

  const database = openDatabase(config);
  try {
    const result = await seedCatalogue(database, products, { onlyMissing: options.force });
    if (result.refused) {
      console.error(
        `The catalogue (${where(config)}) already has ${result.existing} product(s); nothing was loaded. ` +
          'Run with --force to add only the products whose ids are missing (existing ones are never changed).',
      );
      return EXIT.usage;
    }
    const skipped = products.length - result.added;
    console.log(
      `Added ${result.added} of ${products.length} product(s) from ${options.file} to ${where(config)}` +
        (skipped ? `; ${skipped} skipped, their ids were already in the catalogue.` : '.'),
    );
    return EXIT.ok;
  } finally {
    await database.close();
  }
}

runScript('db:seed', main, EXIT.failed);
