import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { prepareDatabase } from '../../db/seed';
import { CatalogueReadModel } from './read-model';
import { bumpCatalogueRevision } from './repository';
import { CatalogueSync, INDEX_STEP, LOAD_CHUNK } from './sync';

describe('the first catalogue load', () => {
  let handle: DatabaseHandle | undefined;
  let dir = '';
  afterEach(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads every visible product once, in chunks, and lets other work run between steps', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sync-'));
    handle = openDatabase({ dataDir: dir });
    await prepareDatabase(handle, { demoReviews: false });
    const { db } = handle;
    // The demo's products copied until there are more than two chunks; every seventh hidden.
    while ((await db.selectFrom('products').select('id').execute()).length < 2 * LOAD_CHUNK + 77) {
      await sql`insert into products (name, category, brand, price, original_price, rating,
        reviews, stock, badge, images, description, specifications, features, hsn, created_at,
        updated_at) select name || ' copy', category, brand, price, original_price, rating,
        reviews, stock, badge, images, description, specifications, features, hsn, created_at,
        updated_at from products`.execute(db);
    }
    await sql`update products set hidden = 1 where id % 7 = 0`.execute(db);
    const visible = (
      await db.selectFrom('products').select('id').where('hidden', '=', 0).orderBy('id').execute()
    ).map((row) => row.id);

    // Other work: a turn of the event loop counted each time it gets one.
    let turns = 0;
    let loading = true;
    const other = async () => {
      while (loading) {
        turns++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const model = new CatalogueReadModel();
    // Each step of indexing: how many products, and how many turns other work had before it.
    const steps: { size: number; turns: number }[] = [];
    const addLoaded = model.addLoaded.bind(model);
    model.addLoaded = (rows) => {
      steps.push({ size: rows.length, turns });
      addLoaded(rows);
    };
    const otherWork = other();
    await new CatalogueSync(db, model).current();
    loading = false;
    await otherWork;

    expect(model.inIdOrder().map((p) => p.id)).toEqual(visible);
    expect(Math.max(...steps.map((step) => step.size))).toBe(INDEX_STEP);
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]!.turns, `other work ran before step ${i}`).toBeGreaterThan(
        steps[i - 1]!.turns,
      );
    }
  });
});

describe('the revision known without asking', () => {
  let handle: DatabaseHandle | undefined;
  let dir = '';
  afterEach(async () => {
    vi.useRealTimers();
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the applied one for a moment after it was read, and unknown after an edit here', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sync-'));
    handle = openDatabase({ dataDir: dir });
    await prepareDatabase(handle, { demoReviews: false });
    const sync = new CatalogueSync(handle.db, new CatalogueReadModel());
    expect(sync.fresh).toBeUndefined(); // nothing read yet
    await sync.current();
    expect(sync.fresh).toBe(sync.applied);
    vi.advanceTimersByTime(250); // older than a read is trusted for
    expect(sync.fresh).toBeUndefined();
    await sync.current();
    expect(sync.fresh).toBe(sync.applied);

    const before = sync.applied;
    await bumpCatalogueRevision(handle.db); // an edit by this process: known at once
    expect(sync.fresh).toBeUndefined();
    await sync.current();
    expect(sync.applied).not.toBe(before);
    expect(sync.fresh).toBe(sync.applied);
  });
});
