/**
 * Changes an order's status from the command line until the back office exists:
 *
 *   npm run order:status -- ORDERID STATUS [CARRIER TRACKING_NUMBER] [--note "text"]
 *
 * Reads the same configuration as the server (DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_URL, …), so
 * it works on the default SQLite file under ./data or on PostgreSQL. The customer's email is
 * queued in the outbox with the change and delivered once before the command exits (a running
 * server's worker would also pick it up; the outbox never sends a message twice).
 *
 * Exit codes: 0 changed; 1 unexpected failure; 2 bad arguments; 3 no such order;
 * 4 change refused (not allowed from the current status). 3 and 4 (and 2 for a shipment without
 * courier and tracking number) come from the lifecycle's domain errors, through runScript.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ORDER_STATUSES } from '@shop/shared/orders/lifecycle';
import { isOrderId } from '@shop/shared/orders/order-id';
import { statusFromText } from '@shop/shared/orders/status-change';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/seed';
import { createEmailService } from '../src/modules/email/setup';
import { usageExit, stderrLog, UsageError, runScript } from './cli';
import { razorpayClientFor } from '../src/modules/payments/setup';
import { RefundService } from '../src/modules/returns/refunds';
import { OrderLifecycle } from '../src/modules/orders/lifecycle';

const USAGE = `Usage: npm run order:status -- ORDERID STATUS [CARRIER TRACKING_NUMBER] [--note "text"]

  STATUS is one of ${ORDER_STATUSES.filter((s) => s !== 'Placed').join(', ')} (any case).
  Shipped needs the courier and the tracking number.

Examples:
  npm run order:status -- ORD1763712000000 Processing
  npm run order:status -- ORD1763712000000 Shipped "Blue Dart" 1234567890
  npm run order:status -- ORD1763712000000 Delivered
  npm run order:status -- ORD1763712000000 Cancelled --note "Cancelled at your request"`;

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { note: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(EXIT.ok);
  }
  const [orderId, statusText, carrier, trackingNumber, ...extra] = positionals;
  if (!orderId || !statusText) throw new UsageError('Give the order ID and the new status.');
  if (extra.length > 0) {
    throw new UsageError(
      `Unexpected arguments: ${extra.join(' ')} (quote a courier name with spaces).`,
    );
  }
  const id = orderId.trim().toUpperCase();
  if (!isOrderId(id))
    throw new UsageError(`"${orderId}" is not an order ID (ORD followed by 13 digits).`);
  const status = statusFromText(statusText);
  if (!status) throw new UsageError(`"${statusText}" is not a status.`);
  if (carrier !== undefined && trackingNumber === undefined) {
    throw new UsageError('Give both the courier and the tracking number.');
  }
  return { orderId: id, status, carrier, trackingNumber, note: values.note };
}

async function main(): Promise<number> {
  let args;
  let config;
  try {
    args = parse(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    return usageExit(err, USAGE);
  }

  const database = openDatabase(config);
  const email = createEmailService(config, database.db, stderrLog);
  try {
    await prepareDatabase(database);
    const razorpay = razorpayClientFor(config.payments);
    const refunds = new RefundService(database.db, email, config.publicUrl, stderrLog, razorpay);
    const lifecycle = new OrderLifecycle(database.db, email, config.publicUrl, refunds);
    const { order, from, to } = await lifecycle.changeStatus(args.orderId, args.status, {
      carrier: args.carrier,
      trackingNumber: args.trackingNumber,
      note: args.note,
    });
    const shipment =
      order.shipment && to === 'Shipped'
        ? ` (${order.shipment.carrier}, tracking ${order.shipment.trackingNumber})`
        : '';
    console.log(`${order.orderId}: ${from} → ${to}${shipment}.`);
    if (order.invoiceNumber && to === 'Shipped')
      console.log(`Invoice number ${order.invoiceNumber} issued.`);
    const report = await email.deliverPending();
    console.log(
      report.sent > 0
        ? `Email to ${order.customer.email} sent${config.smtpUrl ? '' : ` (written to ${path.join(config.dataDir, 'outbox')})`}.`
        : `Email to ${order.customer.email} queued; the outbox will retry it.`,
    );
    return EXIT.ok;
  } finally {
    await email.stop();
    await database.close();
  }
}

runScript('order:status', main, EXIT.failed);
