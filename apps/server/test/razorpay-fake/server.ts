/**
 * Runs the Razorpay look-alike on its own, for a browser (e2e) run of the shop in live mode:
 *
 *   RAZORPAY_FAKE_PORT=4010 node --import tsx apps/server/test/razorpay-fake/server.ts
 *
 * Environment (all optional): RAZORPAY_FAKE_PORT (4010), RAZORPAY_FAKE_HOST (127.0.0.1),
 * RAZORPAY_FAKE_KEY_ID, RAZORPAY_FAKE_KEY_SECRET, RAZORPAY_FAKE_WEBHOOK_SECRET (defaults as in
 * fake.ts), RAZORPAY_FAKE_WEBHOOK_URL (e.g. http://127.0.0.1:3199/api/payments/razorpay/webhook:
 * payments made through checkout.js then also send signed webhooks). It prints the RAZORPAY_*
 * variables to start the shop with, and stops on SIGINT or SIGTERM.
 */
import { start } from './fake';

const env = process.env;
const fake = await start({
  port: Number(env.RAZORPAY_FAKE_PORT ?? 4010),
  host: env.RAZORPAY_FAKE_HOST ?? '127.0.0.1',
  keyId: env.RAZORPAY_FAKE_KEY_ID,
  keySecret: env.RAZORPAY_FAKE_KEY_SECRET,
  webhookSecret: env.RAZORPAY_FAKE_WEBHOOK_SECRET,
  webhookUrl: env.RAZORPAY_FAKE_WEBHOOK_URL,
});
console.log(`Razorpay look-alike at ${fake.url} (checkout.js: ${fake.checkoutUrl})`);
console.log('Start the shop in live mode with:');
for (const [name, value] of Object.entries(fake.shopEnv)) console.log(`  ${name}=${value}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
