import type { Migration } from 'kysely';
import * as m001 from './001-catalogue';
import * as m002 from './002-accounts';

/** Every migration, in order. Listed here (not read from disk) so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '001-catalogue': m001,
  '002-accounts': m002,
};
