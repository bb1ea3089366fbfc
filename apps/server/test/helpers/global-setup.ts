import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engine, TEMPLATE_PREFIX, withAdmin } from './test-app';

/**
 * The API run's teardown: removes the template databases its workers made (test-app.ts names
 * them after this process, the workers' parent).
 */
export async function teardown(): Promise<void> {
  const run = process.pid;
  for (const dir of fs.readdirSync(os.tmpdir())) {
    if (dir.startsWith(TEMPLATE_PREFIX.sqlite(run))) {
      fs.rmSync(path.join(os.tmpdir(), dir), { recursive: true, force: true });
    }
  }
  if (engine !== 'postgres') return;
  await withAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [TEMPLATE_PREFIX.postgres(run)],
    );
    for (const { datname } of rows)
      await c.query(`drop database if exists ${datname} with (force)`);
  });
}
