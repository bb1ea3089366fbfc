/**
 * Runs one round of the server's hourly housekeeping now, and exits:
 *
 *   npm run housekeeping -- --once
 *
 * The round is the running server's own (housekeepingRound): Cash on Delivery orders left
 * unconfirmed longer than COD_CONFIRM_HOURS are cancelled with their stock put back (ADR 102),
 * then expired sessions, tokens and carts are pruned. For a shop whose operator will not wait
 * for the hour (after changing COD_CONFIRM_HOURS, say) and for the browser journey that checks
 * the cancellation. Reads the same configuration as the server (DATA_DIR, DATABASE_URL, …);
 * safe beside a running server, whose next round finds nothing left to do. The customers'
 * emails are queued in the outbox and delivered once before the command exits.
 *
 * Exit codes: 0 done; 1 unexpected failure; 2 bad arguments.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/seed';
import { createEmailService } from '../src/modules/email/setup';
import { housekeepingRound } from '../src/modules/housekeeping/job';
import { CodConfirmation } from '../src/modules/orders/cod-confirmation';
import { OrderLifecycle } from '../src/modules/orders/lifecycle';
import { razorpayClientFor } from '../src/modules/payments/setup';
import { RefundService } from '../src/modules/returns/refunds';
import { WhatsAppService } from '../src/modules/whatsapp/service';
import { runScript, stderrLog, usageExit, UsageError } from './cli';

const USAGE = `Usage: npm run housekeeping -- --once

  Cancels Cash on Delivery orders unconfirmed past COD_CONFIRM_HOURS (stock put back) and
  prunes expired records, as the server does every hour; prints what it did.`;

const EXIT = { ok: 0, failed: 1 } as const;

function parse(argv: string[]): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { once: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(EXIT.ok);
  }
  if (positionals.length > 0)
    throw new UsageError(`Unexpected arguments: ${positionals.join(' ')}`);
  // --once is asked for by name, so that a later "run continuously" cannot be started by mistake.
  if (!values.once) throw new UsageError('Say --once: one round, then exit.');
}

async function main(): Promise<number> {
  let config;
  try {
    parse(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    return usageExit(err, USAGE);
  }

  const database = openDatabase(config);
  const email = createEmailService(config, database.db, stderrLog);
  const whatsapp = new WhatsAppService(database.db, config.whatsapp, config.publicUrl, stderrLog);
  try {
    await prepareDatabase(database);
    const { db } = database;
    const razorpay = razorpayClientFor(config.payments);
    const refunds = new RefundService(db, email, config.publicUrl, stderrLog, razorpay);
    const lifecycle = new OrderLifecycle(db, email, config.publicUrl, refunds, whatsapp);
    const cod = new CodConfirmation(
      db,
      lifecycle,
      config.publicUrl,
      config.cod.confirmHours,
      stderrLog,
    );
    const report = await housekeepingRound(
      db,
      stderrLog,
      (now) => cod.cancelUnconfirmed(now),
      new Date(),
    );
    const cancelled = report.cancelledCod;
    console.log(
      cancelled.length > 0
        ? `Cancelled unconfirmed Cash on Delivery orders (${config.cod.confirmHours} h): ${cancelled.join(', ')}.`
        : `No Cash on Delivery order unconfirmed past ${config.cod.confirmHours} h.`,
    );
    const pruned = Object.entries(report.pruned).map(([kind, n]) => `${n} ${kind}`);
    console.log(pruned.length > 0 ? `Pruned ${pruned.join(', ')}.` : 'Nothing expired to prune.');
    await email.deliverPending();
    return EXIT.ok;
  } finally {
    await whatsapp.stop();
    await email.stop();
    await database.close();
  }
}

runScript('housekeeping', main, EXIT.failed);
