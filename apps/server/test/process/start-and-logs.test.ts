import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop, waitFor, type ShopProcess } from './shop-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const shops: ShopProcess[] = [];
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.stop()));
});

/** Starts the built shop at LOG_LEVEL=info (its stdout is a pipe) and asks it for a page. */
async function startedAndAsked(env: Record<string, string> = {}) {
  const shop = await startShop({ env: { LOG_LEVEL: 'info', ...env } });
  shops.push(shop);
  expect((await fetch(`${shop.url}/`)).status).toBe(200);
  expect((await fetch(`${shop.url}/api/categories`)).status).toBe(200);
  await waitFor(() => shop.output().includes('shop ready at'), 5_000);
  return shop;
}

describe('npm start', () => {
  it('does not build when the build is newer than every source (after npm run build)', () => {
    // An npm that fails loudly stands first on the PATH: the script must not call it.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-npm-'));
    fs.writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "npm was called: $*"\nexit 3\n', {
      mode: 0o755,
    });
    const run = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
      cwd: root,
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      encoding: 'utf8',
    });
    expect(run.stdout + run.stderr).toBe(
      'Build is up to date (newer than every source file): not building.\n',
    );
    expect(run.status).toBe(0);
  });
});

describe('the built shop', () => {
  it("renders with React's production build when NODE_ENV is not set (npm start)", async () => {
    // NODE_DEBUG=module makes Node name every CommonJS file it loads, React's among them; React
    // picks its build by NODE_ENV when first loaded, so main.ts must settle it before that.
    const shop = await startShop({ env: { NODE_ENV: '', NODE_DEBUG: 'module' } });
    shops.push(shop);
    expect((await fetch(`${shop.url}/product/1`)).status).toBe(200);
    const loaded = [...shop.output().matchAll(/load "([^"]+\.(?:production|development)\.js)"/g)]
      .map((m) => path.basename(m[1]!))
      .filter((file) => file.startsWith('react'));
    expect(loaded).toContain('react-dom-server.node.production.js');
    expect(loaded).toContain('react.production.js');
    expect(loaded.filter((file) => file.includes('.development.'))).toEqual([]);
  });
});

describe('logs of a started shop', () => {
  it('are JSON lines when stdout is not a terminal, start lines at info, requests not', async () => {
    const shop = await startedAndAsked();
    const lines = shop
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const messages = lines.map((line) => line.msg);
    expect(messages).toContain(`shop ready at http://localhost:${shop.port}`);
    expect(messages.some((m) => m.startsWith('database: SQLite in'))).toBe(true);
    expect(messages).toContain('seeded 44 demo products');
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
    expect(lines.every((line) => line.level >= 30)).toBe(true);
  });

  it('are readable lines with LOG_FORMAT=pretty, without colour codes in a pipe', async () => {
    const shop = await startedAndAsked({ LOG_FORMAT: 'pretty' });
    const text = shop.output();
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: shop ready at http:\/\/localhost:\d+$/m);
    expect(text).not.toContain('\u001b[');
    expect(text).not.toContain('"msg"');
  });

  it('show each request with LOG_LEVEL=debug', async () => {
    const shop = await startedAndAsked({ LOG_LEVEL: 'debug' });
    await waitFor(() => shop.output().includes('"url":"/api/categories"'), 5_000);
    const requests = shop
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } })
      .filter((line) => line.msg === 'incoming request');
    expect(requests.map((line) => line.req?.url)).toEqual(
      expect.arrayContaining(['/', '/api/categories']),
    );
    expect(requests.every((line) => line.level === 20)).toBe(true);
  });
});

describe('npm run admin:create', () => {
  it("prints the address the running shop is served on, not its own environment's default", async () => {
    const shop = await startShop();
    shops.push(shop);
    expect(shop.port).not.toBe(3000);
    // The staff command run with only DATA_DIR set (no PORT): it still names the shop's real port.
    const run = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['apps/server/scripts/admin-create.ts', 'owner@example.com'],
      {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: shop.dataDir },
        input: 'a long enough passphrase\n',
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const login = `http://localhost:${shop.port}/login`;
    expect(run.stdout).toContain(`Log in at ${login}`);
    expect((await fetch(login.replace('localhost', '127.0.0.1'))).status).toBe(200);

    await shop.stop();
    const stopped = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['apps/server/scripts/admin-create.ts', 'owner@example.com'],
      {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: shop.dataDir },
        input: '',
        encoding: 'utf8',
      },
    );
    expect(stopped.status, stopped.stderr).toBe(0);
    expect(stopped.stdout).toContain('Log in at http://localhost:3000/login');
    expect(stopped.stdout).toContain('not running on this DATA_DIR');
  });
});
