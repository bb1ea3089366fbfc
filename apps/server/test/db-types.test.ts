import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeDifferences, GENERATED_FILE, generateDbTypes } from '../scripts/db-types';
import { createTestApp, engine } from './helpers/test-app';

// npm run db:types generates the row types from a scratch SQLite database; the same introspection
// of this run's engine must give the same file, so the types fit SQLite and PostgreSQL alike.
describe(`generated database types (${engine})`, () => {
  it('match the schema the migrations make on this engine', async () => {
    const t = await createTestApp();
    try {
      const fresh = await generateDbTypes(t.database.db, t.database.engine);
      expect(describeDifferences(fs.readFileSync(GENERATED_FILE, 'utf8'), fresh)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
