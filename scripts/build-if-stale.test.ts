import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { OUTPUTS, recordLock, staleReason } from './build-if-stale.mjs';

let root: string;
const T0 = new Date('2026-01-01T00:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Writes a file (and its folders) and sets its modification time, in minutes after T0. */
function write(file: string, minutes: number, content = 'x') {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  fs.utimesSync(full, at(minutes), at(minutes));
}

/** Sets a folder's time (a file added or removed inside it moves it). */
function touchDir(dir: string, minutes: number) {
  fs.utimesSync(path.join(root, dir), at(minutes), at(minutes));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  write('package.json', 0, '{}');
  write('package-lock.json', 0, '{"lockfileVersion":3}');
  write('apps/web/app/root.tsx', 0);
  write('apps/server/src/main.ts', 0);
  write('packages/shared/src/money/price.ts', 0);
  for (const dir of ['apps/web/app', 'apps/server/src', 'packages/shared/src/money']) {
    touchDir(dir, 0);
  }
  touchDir('packages/shared/src', 0);
  for (const output of OUTPUTS) write(output, 10);
});

describe('npm start builds only when the build is missing or older than its sources', () => {
  it('skips the build when every output is newer than every source', () => {
    expect(staleReason(root)).toBeUndefined();
  });

  it('builds when an output is missing', () => {
    fs.rmSync(path.join(root, 'apps/server/dist/main.js'));
    expect(staleReason(root)).toBe('apps/server/dist/main.js is missing');
  });

  it('builds when a source file changed after the build, and names it', () => {
    write('packages/shared/src/money/price.ts', 20);
    expect(staleReason(root)).toBe(
      'packages/shared/src/money/price.ts changed after the last build',
    );
  });

  it('compares with the older of the two outputs (a build that stopped half-way)', () => {
    write('apps/web/app/root.tsx', 15);
    write('apps/web/build/server/index.js', 20);
    expect(staleReason(root)).toMatch(/^apps\/web\/app\/root\.tsx changed/);
  });

  it('builds when a file was deleted (its folder changed)', () => {
    fs.rmSync(path.join(root, 'apps/web/app/root.tsx'));
    touchDir('apps/web/app', 20);
    expect(staleReason(root)).toBe('apps/web/app/ changed after the last build');
  });

  it('builds when a configuration file changed', () => {
    write('apps/web/vite.config.ts', 20);
    expect(staleReason(root)).toMatch(/^apps\/web\/vite\.config\.ts changed/);
  });

  it('ignores tests beside the code, which are not built', () => {
    write('apps/server/src/config.test.ts', 20);
    touchDir('apps/server/src', 0);
    expect(staleReason(root)).toBeUndefined();
  });

  it('judges package-lock.json by content once the build has recorded it', () => {
    recordLock(root);
    // npm install rewrites the lock even when nothing changed.
    write('package-lock.json', 30, '{"lockfileVersion":3}');
    expect(staleReason(root)).toBeUndefined();
    write('package-lock.json', 30, '{"lockfileVersion":3,"packages":{}}');
    expect(staleReason(root)).toBe('package-lock.json changed after the last build');
  });

  it('judges package-lock.json by time when the build has no record of it', () => {
    write('package-lock.json', 30, '{"lockfileVersion":3}');
    expect(staleReason(root)).toBe('package-lock.json changed after the last build');
  });
});
