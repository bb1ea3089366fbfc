/**
 * Asks Razorpay about every order still Pending that has a Razorpay order, and settles it:
 *
 *   npm run payments:reconcile
 *
 * A captured payment of the order's amount marks the order Paid (with the receipt email, once);
 * failed attempts are recorded and the order stays Pending (the shopper can pay again);
 * authorized-but-not-captured payments are reported and left alone. Safe to run again, and from
 * cron: a second run changes nothing the first one settled. Reads the same configuration as the
 * server (DATA_DIR / DATABASE_URL, RAZORPAY_*; RAZORPAY_API_URL points it at a look-alike in tests).
 *
 * Exit codes: 0 done; 1 some orders could not be checked (listed); 2 bad configuration.
 */
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/seed';
import { createEmailService } from '../src/modules/email/setup';
import { stderrLog, runScript } from './cli';
import { RazorpayClient } from '../src/modules/payments/razorpay-client';
import { reconcilePayments } from '../src/modules/payments/reconcile';
import { PaymentSettlement } from '../src/modules/payments/settlement';

const EXIT = { ok: 0, problems: 1, config: 2 } as const;

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return EXIT.config;
    }
    throw err;
  }
  const payments = config.payments;
  if (payments.mode === 'demo') {
    console.log('payments: DEMO mode — there is no Razorpay account to ask; nothing to reconcile.');
    return EXIT.ok;
  }
  console.log(`payments: LIVE mode, Razorpay key ${payments.keyId} at ${payments.apiUrl}`);

  const database = openDatabase(config);
  const email = createEmailService(config, database.db, stderrLog);
  try {
    await prepareDatabase(database);
    const summary = await reconcilePayments({
      db: database.db,
      razorpay: new RazorpayClient({
        apiUrl: payments.apiUrl,
        keyId: payments.keyId,
        keySecret: payments.keySecret,
      }),
      settlement: new PaymentSettlement(email, config.publicUrl, stderrLog),
    });
    const lines = [
      `Checked ${summary.checked} Razorpay order(s) of orders still Pending.`,
      ...summary.markedPaid.map((p) => `  Paid:        ${p.orderId} (payment ${p.paymentId})`),
      ...summary.authorized.map(
        (p) =>
          `  Authorized:  ${p.orderId} (payment ${p.paymentId} not captured yet; left Pending)`,
      ),
      ...summary.failed.map((p) => `  Failed:      ${p.orderId} (${p.error}; left Pending)`),
      ...summary.waiting.map((id) => `  No payment:  ${id}`),
      ...summary.problems.map((p) => `  Not checked: ${p.orderId} (${p.message})`),
      `Summary: ${summary.markedPaid.length} marked Paid, ${summary.authorized.length} authorized, ${summary.failed.length} failed, ${summary.waiting.length} without payment, ${summary.problems.length} not checked.`,
    ];
    console.log(lines.join('\n'));
    if (summary.markedPaid.length > 0) await email.deliverPending();
    return summary.problems.length > 0 ? EXIT.problems : EXIT.ok;
  } finally {
    await email.stop();
    await database.close();
  }
}

runScript('payments:reconcile', main, EXIT.problems);
