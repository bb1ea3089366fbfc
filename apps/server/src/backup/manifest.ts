import { z } from 'zod';
import type { Engine } from '../db/database';

/** The first file of every backup archive: what it holds and how to restore it. */
export const manifestSchema = z.object({
  format: z.literal(1),
  /** Which engine wrote it; a backup restores into the same engine. */
  engine: z.enum(['sqlite', 'postgres']),
  /** UTC ISO time the database snapshot was taken. */
  takenAt: z.iso.datetime(),
  /** The newest migration the database had: a restore refuses a backup from a newer shop. */
  migration: z.string(),
  /** 'folder': the uploads are in the archive; 's3': they stay in the bucket (ADR 026). */
  uploads: z.enum(['folder', 's3']),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Names inside the archive. */
export const ARCHIVE = {
  manifest: 'manifest.json',
  sqlite: 'database/shop.sqlite',
  postgres: 'database/shop.pgdump',
  uploads: 'uploads',
} as const;

export const databaseEntry = (engine: Engine) => ARCHIVE[engine];

/** shop-backup-2026-11-25T18-04-05Z.tar.gz: sorts by time, safe in every file system. */
export function backupFileName(takenAt: Date): string {
  const stamp = takenAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `shop-backup-${stamp}.tar.gz`;
}
