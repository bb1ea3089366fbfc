import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Database } from '../../db/database';
import type { CatalogueReadModel } from './read-model';
import {
  catalogueRevision,
  lastCatalogueChange,
  localCatalogueBumps,
  listedRowsByIds,
  productsDeletedSince,
  productStampsAfter,
  visibleListedRowsAfter,
} from './repository';

/** Products read per query of the first load. */
export const LOAD_CHUNK = 500;
/**
 * Products indexed per step of the first load; other requests run between steps. Indexing 500
 * at once held the event loop 40-80 ms at 100,000 products (search terms), /robots.txt too.
 */
export const INDEX_STEP = 125;
/** Changes applied per step of a catalogue sync. */
const APPLY_CHUNK = 200;
/**
 * Changes are read again this far back (ms): a transaction that stamped its rows before another
 * but committed after it is still seen. Re-applying a product is harmless.
 */
const OVERLAP_MS = 5_000;
/** How long a request waits for a sync in progress before it answers from what is applied. */
const SYNC_WAIT_MS = 50;
/**
 * How long a revision read stays good for the requests that follow (ms). Another instance's
 * edit is seen within this (2 s at most); this process's own edits are seen at once
 * (localCatalogueBumps). Under load, one read serves every request of the window.
 */
const REVISION_FRESH_MS = 200;

/**
 * Keeps a CatalogueReadModel current with the database (ADR 062). The first load reads the
 * visible catalogue in chunks of LOAD_CHUNK and indexes each in steps of INDEX_STEP, yielding
 * between them, so no other request waits for it. Afterwards requests read the catalogue
 * revision (one indexed row; one read shared by the requests of REVISION_FRESH_MS, or at once
 * after this process's own edit); when it moved, the products changed since the last sync
 * (`products.changed_at`, `product_deletions`, both kept by triggers) are applied one by one,
 * in chunks.
 */
export class CatalogueSync {
  private revision: string | undefined;
  /** Changes up to this time (ms, the database's clock) are applied, less OVERLAP_MS. */
  private appliedUntil = 0;
  private loading: Promise<void> | undefined;
  private syncing: Promise<void> | undefined;
  /** The last revision read: when (performance.now()) and after how many local edits. */
  private checked: { at: number; bumps: number; revision: string } | undefined;
  private checking: { bumps: number; revision: Promise<string> } | undefined;

  constructor(
    private readonly db: Database,
    private readonly model: CatalogueReadModel,
  ) {}

  /** The read model, loaded and as current as the database's revision (see SYNC_WAIT_MS). */
  async current(): Promise<CatalogueReadModel> {
    if (this.revision === undefined) {
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      await this.loading;
    }
    const revision = await this.latestRevision();
    if (revision !== this.revision) {
      this.syncing ??= this.apply(revision).finally(() => (this.syncing = undefined));
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        this.syncing,
        new Promise((resolve) => (waited = setTimeout(resolve, SYNC_WAIT_MS))),
      ]);
      clearTimeout(waited);
    }
    return this.model;
  }

  /** The revision the read model holds now (after `current()`). */
  get applied(): string | undefined {
    return this.revision;
  }

  /**
   * The revision the read model holds, when it is known to be the database's without asking
   * (read within REVISION_FRESH_MS, no local edit since, and applied); otherwise undefined, and
   * `current()` finds out.
   */
  get fresh(): string | undefined {
    const { checked } = this;
    if (!checked || checked.revision !== this.revision) return undefined;
    if (performance.now() - checked.at >= REVISION_FRESH_MS) return undefined;
    return checked.bumps === localCatalogueBumps() ? checked.revision : undefined;
  }

  /** The database's revision, or the one read within REVISION_FRESH_MS and no local edit since. */
  private latestRevision(): Promise<string> {
    const bumps = localCatalogueBumps();
    const now = performance.now();
    const { checked } = this;
    if (checked && now - checked.at < REVISION_FRESH_MS && checked.bumps === bumps) {
      return Promise.resolve(checked.revision);
    }
    // One read at a time serves every request that asks meanwhile (if no edit came between).
    if (this.checking?.bumps === bumps) return this.checking.revision;
    const revision = catalogueRevision(this.db);
    const checking = { bumps, revision };
    this.checking = checking;
    revision.then(
      (value) => {
        this.checked = { at: now, bumps, revision: value };
        if (this.checking === checking) this.checking = undefined;
      },
      () => {
        if (this.checking === checking) this.checking = undefined;
      },
    );
    return revision;
  }

  private async load(): Promise<void> {
    const revision = await catalogueRevision(this.db);
    const since = await lastCatalogueChange(this.db);
    let next = visibleListedRowsAfter(this.db, 0, LOAD_CHUNK);
    for (;;) {
      const rows = await next;
      const more = rows.length === LOAD_CHUNK;
      // The next chunk is read (by PostgreSQL, meanwhile) while this one is indexed; a failed
      // read is marked handled here and still thrown where it is awaited.
      if (more) {
        next = visibleListedRowsAfter(this.db, rows[rows.length - 1]!.id, LOAD_CHUNK);
        next.catch(() => undefined);
      }
      for (let from = 0; from < rows.length; from += INDEX_STEP) {
        this.model.addLoaded(rows.slice(from, from + INDEX_STEP));
        await yieldToRequests();
      }
      if (!more) break;
    }
    await this.model.sortLoaded(() => yieldToRequests());
    // What changed while the chunks were read is applied by the first sync.
    this.appliedUntil = since;
    this.revision = `${revision}-loaded`;
  }

  /**
   * Applies what changed since the last sync: the change stamps are read first, and the rows
   * only of products whose stamp the model does not hold yet (the overlap re-reads many it does).
   */
  private async apply(revision: string): Promise<void> {
    const since = this.appliedUntil - OVERLAP_MS;
    const deleted = await productsDeletedSince(this.db, since);
    let newest = this.appliedUntil;
    let after = { at: since, id: 0 };
    for (;;) {
      const stamps = await productStampsAfter(this.db, after, APPLY_CHUNK);
      // Hidden: only one the model still shows. Visible: one it holds another version of, or none.
      const changed = stamps
        .filter((s) => {
          const held = this.model.get(s.id);
          return s.hidden ? held !== undefined : held?.changedAt !== s.changed_at;
        })
        .map((s) => s.id);
      for (const row of await listedRowsByIds(this.db, changed)) this.model.apply(row);
      for (const s of stamps) newest = Math.max(newest, s.changed_at);
      if (stamps.length < APPLY_CHUNK) break;
      after = { at: stamps[stamps.length - 1]!.changed_at, id: stamps[stamps.length - 1]!.id };
      await yieldToRequests();
    }
    for (const d of deleted) this.model.remove(d.id, d.deleted_at);
    this.appliedUntil = Math.max(newest, ...deleted.map((d) => d.deleted_at));
    this.revision = revision;
  }
}
