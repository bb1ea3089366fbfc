import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database';
import { NotFoundError } from '../lib/domain-errors';
import { ARCHIVE, backupFileName, databaseEntry, type Manifest } from './manifest';

export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'uploadsDir' | 'uploadsS3'>;

/** Where the uploaded product images are kept on disk (config.ts: UPLOADS_DIR or DATA_DIR/uploads). */
export const uploadsFolder = (config: BackupConfig) =>
  config.uploadsDir ?? path.join(config.dataDir, 'uploads');

/**
 * Writes one archive, `outDir/shop-backup-<UTC time>.tar.gz`, while the shop keeps serving: a
 * consistent snapshot of the database (SQLite's online backup API; pg_dump's single-transaction
 * snapshot for PostgreSQL), then the uploads folder (ADR 064). Returns the archive's path.
 */
export async function createBackup(
  config: BackupConfig,
  outDir: string,
  now = new Date(),
): Promise<string> {
  const engine: Engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const live = path.join(config.dataDir, 'shop.sqlite');
  if (engine === 'sqlite' && !fs.existsSync(live)) {
    throw new NotFoundError(`${config.dataDir} holds no shop database`);
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    const dump = path.join(staging, databaseEntry(engine));
    let migration: string;
    if (engine === 'sqlite') {
      await snapshotSqlite(live, dump);
      migration = sqliteMigration(dump);
    } else {
      await run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${config.databaseUrl}`]);
      migration = await newestMigration(openDatabase(config));
    }
    const manifest: Manifest = {
      format: 1,
      engine,
      takenAt: now.toISOString(),
      migration,
      uploads: config.uploadsS3 ? 's3' : 'folder',
    };
    fs.writeFileSync(
      path.join(staging, ARCHIVE.manifest),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    const entries: string[] = [ARCHIVE.manifest, 'database'];
    // Images written after the snapshot may come along (harmless); none it names can be missing,
    // since uploads are never deleted while products refer to them.
    if (!config.uploadsS3 && fs.existsSync(uploadsFolder(config))) {
      fs.symlinkSync(uploadsFolder(config), path.join(staging, ARCHIVE.uploads));
      entries.push(ARCHIVE.uploads);
    }
    fs.mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, backupFileName(now));
    const partial = `${file}.partial`;
    await tar.create(
      { gzip: true, file: partial, cwd: staging, follow: true, portable: true },
      entries,
    );
    fs.renameSync(partial, file);
    return file;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

async function snapshotSqlite(source: string, target: string): Promise<void> {
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
}

const NEWEST_MIGRATION = 'select max(name) as name from kysely_migration';

/** The newest migration applied to a SQLite file. */
function sqliteMigration(file: string): string {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // better-sqlite3 types a row as unknown; the query names exactly one text column.
    const row = copy.prepare(NEWEST_MIGRATION).get() as { name: string | null } | undefined;
    return row?.name ?? '';
  } finally {
    copy.close();
  }
}

/** The newest migration applied to the database (closes the handle). */
async function newestMigration(handle: DatabaseHandle): Promise<string> {
  try {
    const { rows } = await sql<{ name: string | null }>`${sql.raw(NEWEST_MIGRATION)}`.execute(
      handle.db,
    );
    return rows[0]?.name ?? '';
  } finally {
    await handle.close();
  }
}

/** Runs a PostgreSQL client tool; its own message becomes the error when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', (err) => reject(new Error(`${command} could not run: ${err.message}`)));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim() || code}`)),
    );
  });
}
