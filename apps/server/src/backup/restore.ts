import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import * as tar from 'tar';
import { migrations } from '../db/migrations/index';
import type { DatabaseHandle } from '../db/database';
import { ConflictError, InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { run, uploadsFolder, type BackupConfig } from './backup';
import { ARCHIVE, databaseEntry, manifestSchema, type Manifest } from './manifest';

/**
 * Restores an archive written by createBackup into an empty place only: a DATA_DIR without a
 * database file, or a PostgreSQL database without tables, and an empty uploads folder. It never
 * overwrites a shop. The next start migrates the restored database if the shop is newer.
 */
export async function restoreBackup(
  config: BackupConfig,
  openTarget: () => DatabaseHandle,
  file: string,
): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new NotFoundError(`${file} does not exist`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
  try {
    await tar.extract({ file, cwd: staging }).catch((err: Error) => {
      throw new InvalidInputError('bad_backup', `${file} is not a backup archive: ${err.message}`);
    });
    const manifest = readManifest(staging, file);
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine) {
      throw new InvalidInputError(
        'wrong_engine',
        `${file} is a ${manifest.engine} backup; set ${manifest.engine === 'postgres' ? 'DATABASE_URL to an empty PostgreSQL database' : 'DATA_DIR and leave DATABASE_URL unset'} to restore it`,
      );
    }
    const uploads = uploadsFolder(config);
    if (manifest.uploads === 'folder' && !isEmptyFolder(uploads)) {
      throw new ConflictError('not_empty', `the uploads folder ${uploads} is not empty`);
    }
    const dump = path.join(staging, databaseEntry(engine));
    if (engine === 'sqlite') {
      const target = path.join(config.dataDir, 'shop.sqlite');
      if (fs.existsSync(target)) {
        throw new ConflictError('not_empty', `${config.dataDir} already holds a database`);
      }
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.copyFileSync(dump, target, fs.constants.COPYFILE_EXCL);
    } else {
      await requireEmptyPostgres(openTarget);
      await run('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${config.databaseUrl}`,
        dump,
      ]);
    }
    const saved = path.join(staging, ARCHIVE.uploads);
    if (manifest.uploads === 'folder' && fs.existsSync(saved)) {
      fs.cpSync(saved, uploads, { recursive: true });
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string, file: string): Manifest {
  let parsed;
  try {
    parsed = manifestSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(staging, ARCHIVE.manifest), 'utf8')),
    );
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success) {
    throw new InvalidInputError('bad_backup', `${file} has no readable ${ARCHIVE.manifest}`);
  }
  const newest = Object.keys(migrations).at(-1) ?? '';
  if (parsed.data.migration > newest) {
    throw new InvalidInputError(
      'newer_backup',
      `${file} was written by a newer shop (migration ${parsed.data.migration}); update the shop first`,
    );
  }
  return parsed.data;
}

function isEmptyFolder(folder: string): boolean {
  return !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;
}

async function requireEmptyPostgres(openTarget: () => DatabaseHandle): Promise<void> {
  const handle = openTarget();
  try {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables
      where table_schema = current_schema()`.execute(handle.db);
    if ((rows[0]?.n ?? 0) > 0) {
      throw new ConflictError('not_empty', 'the PostgreSQL database of DATABASE_URL has tables');
    }
  } finally {
    await handle.close();
  }
}
