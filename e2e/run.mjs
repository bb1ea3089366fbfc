// Runs the Playwright journeys against fresh servers: free ports and empty data folders.
// Two shops: the demo shop (every spec) and, when e2e/payments-live.spec.ts is part of the run,
// a live-mode shop beside the Razorpay look-alike (see playwright.config.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Free ports, all held open together so no two answers are the same port. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve) => {
          const srv = net.createServer().listen(0, '127.0.0.1', () => resolve(srv));
        }),
    ),
  );
  const ports = servers.map((srv) => srv.address().port);
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

const args = process.argv.slice(2);
// Spec files or filters given without a flag: the live pair is needed only when they include the
// live spec (or when there are none: the whole suite). Values of flags such as --output are skipped.
const VALUE_FLAGS = new Set([
  '--output',
  '-c',
  '--config',
  '--project',
  '--grep',
  '-g',
  '--workers',
  '-j',
  '--reporter',
  '--grep-invert',
  '--timeout',
  '--retries',
  '--repeat-each',
  '--shard',
  '--max-failures',
]);
const filters = args.filter((a, i) => !a.startsWith('-') && !VALUE_FLAGS.has(args[i - 1] ?? ''));
const projectIndex = args.indexOf('--project');
const onlyProject = projectIndex >= 0 ? args[projectIndex + 1] : undefined;
const withLive =
  onlyProject === undefined
    ? filters.length === 0 ||
      filters.some((f) => 'e2e/payments-live.spec.ts'.includes(f) || /payments-live/.test(f))
    : onlyProject === 'live';

// The courier shop (Shiprocket look-alike) likewise, for e2e/courier.spec.ts.
const withCourier =
  onlyProject === undefined
    ? filters.length === 0 ||
      filters.some((f) => 'e2e/courier.spec.ts'.includes(f) || /courier/.test(f))
    : onlyProject === 'courier';

const [port, livePort, fakePort, courierPort, shiprocketPort] = await freePorts(5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
const liveDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-live-'));
const courierDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-courier-'));
// Playwright starts its workers with FORCE_COLOR=1 whatever we pass; beside an inherited NO_COLOR
// that makes Node print a warning in every worker. FORCE_COLOR=0 alone keeps CI output plain.
const { NO_COLOR, ...inherited } = process.env;
const plain = NO_COLOR !== undefined ? { FORCE_COLOR: '0' } : {};
const result = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: {
    ...inherited,
    ...plain,
    // Plain output under CI even on a terminal (Playwright strips colour from pipes itself).
    ...(process.env.CI && process.env.FORCE_COLOR === undefined ? { FORCE_COLOR: '0' } : {}),
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_LIVE: withLive ? '1' : '0',
    E2E_LIVE_PORT: String(livePort),
    E2E_LIVE_DATA_DIR: liveDataDir,
    E2E_FAKE_PORT: String(fakePort),
    E2E_COURIER: withCourier ? '1' : '0',
    E2E_COURIER_PORT: String(courierPort),
    E2E_COURIER_DATA_DIR: courierDataDir,
    E2E_SHIPROCKET_PORT: String(shiprocketPort),
  },
});
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(liveDataDir, { recursive: true, force: true });
fs.rmSync(courierDataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
