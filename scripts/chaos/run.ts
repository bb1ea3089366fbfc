// `npm run chaos`: fault tests against real shop processes on loopback (after `npm run build`;
// PostgreSQL on 127.0.0.1:5432 or TEST_DATABASE_URL). Prints one table and exits non-zero when
// any scenario fails. Takes about 15 minutes with the 10-minute soak.
//
//   npm run chaos                                   every scenario
//   npm run chaos -- --only oversell,drain          some of them (oversell, kill, drain, soak,
//                                                   big-order, signup-burst, lockout, stale-save,
//                                                   big-bodies)
//   npm run chaos -- --soak-minutes 1 --kills 10    a shorter soak; number of kill -9 rounds
//   npm run chaos -- --engines sqlite               only one engine (sqlite, postgres)
import { parseArgs } from 'node:util';
import { bigBodies } from './big-bodies';
import { bigOrder } from './big-order';
import { log, type Engine, type Row } from './common';
import { sigtermDrain } from './drain';
import { killUnderLoad } from './kill';
import { lockout } from './lockout';
import { oversell } from './oversell';
import { signupBurst } from './signup-burst';
import { soak } from './soak';
import { staleSave } from './stale-save';

const SCENARIOS = [
  'oversell',
  'kill',
  'drain',
  'big-order',
  'signup-burst',
  'lockout',
  'stale-save',
  'big-bodies',
  'soak',
] as const;
type Scenario = (typeof SCENARIOS)[number];

const USAGE = `Usage: npm run chaos -- [--only ${SCENARIOS.join(',')}] [--engines sqlite,postgres]
                         [--soak-minutes 10] [--soak-engine sqlite] [--kills 10]`;

function options() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      engines: { type: 'string', default: 'sqlite,postgres' },
      'soak-minutes': { type: 'string', default: '10' },
      'soak-engine': { type: 'string', default: 'sqlite' },
      kills: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const list = (s: string) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  const only = values.only ? list(values.only) : [...SCENARIOS];
  const engines = list(values.engines);
  const soakEngine = values['soak-engine'];
  const soakMinutes = Number(values['soak-minutes']);
  const kills = Number(values.kills);
  const bad =
    only.find((s) => !SCENARIOS.includes(s as Scenario)) ??
    [...engines, soakEngine].find((e) => e !== 'sqlite' && e !== 'postgres');
  if (bad !== undefined || !(soakMinutes > 0) || !Number.isInteger(kills) || kills < 1) {
    console.error(`${bad !== undefined ? `unknown: ${bad}\n` : ''}${USAGE}`);
    process.exit(2);
  }
  return {
    only: new Set(only as Scenario[]),
    engines: engines as Engine[],
    soakEngine: soakEngine as Engine,
    soakMinutes,
    kills,
  };
}

function printTable(rows: Row[]): void {
  const header = ['scenario', 'engine', 'result', 'figures'];
  const cells = rows.map((r) => [r.scenario, r.engine, r.pass ? 'PASS' : 'FAIL', r.figures]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i < 3 ? x.padEnd(widths[i]!) : x)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<void> {
  const o = options();
  const plan: Array<{ scenario: string; engine: string; run: () => Promise<Row> }> = [];
  if (o.only.has('oversell')) {
    for (const e of o.engines)
      plan.push({ scenario: 'oversell', engine: e, run: () => oversell(e, 1) });
    if (o.engines.includes('postgres')) {
      plan.push({
        scenario: 'oversell',
        engine: 'postgres ×2',
        run: () => oversell('postgres', 2),
      });
    }
  }
  if (o.only.has('kill')) {
    for (const e of o.engines) {
      plan.push({
        scenario: 'kill -9 under order load',
        engine: e,
        run: () => killUnderLoad(e, o.kills),
      });
    }
  }
  if (o.only.has('drain')) {
    for (const e of o.engines)
      plan.push({ scenario: 'SIGTERM drain', engine: e, run: () => sigtermDrain(e) });
  }
  if (o.only.has('big-order')) {
    for (const e of o.engines)
      plan.push({ scenario: 'big-order', engine: e, run: () => bigOrder(e) });
  }
  if (o.only.has('signup-burst')) {
    for (const e of o.engines)
      plan.push({ scenario: 'signup-burst', engine: e, run: () => signupBurst(e) });
  }
  if (o.only.has('lockout')) {
    for (const e of o.engines) plan.push({ scenario: 'lockout', engine: e, run: () => lockout(e) });
  }
  if (o.only.has('stale-save')) {
    for (const e of o.engines)
      plan.push({ scenario: 'stale-save', engine: e, run: () => staleSave(e) });
  }
  if (o.only.has('big-bodies')) {
    for (const e of o.engines)
      plan.push({ scenario: 'big-bodies', engine: e, run: () => bigBodies(e) });
  }
  if (o.only.has('soak')) {
    plan.push({
      scenario: `soak ${o.soakMinutes} min`,
      engine: o.soakEngine,
      run: () => soak(o.soakEngine, o.soakMinutes),
    });
  }

  const rows: Row[] = [];
  for (const step of plan) {
    const started = Date.now();
    log(`${step.scenario} on ${step.engine}…`);
    try {
      rows.push(await step.run());
    } catch (err) {
      rows.push({
        scenario: step.scenario,
        engine: step.engine,
        figures: `error: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
        pass: false,
      });
      console.error(err);
    }
    const row = rows.at(-1)!;
    log(
      `${row.pass ? 'PASS' : 'FAIL'} ${row.scenario} on ${row.engine} (${Math.round((Date.now() - started) / 1000)} s): ${row.figures}`,
    );
  }
  console.log('');
  printTable(rows);
  process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
