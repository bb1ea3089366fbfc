/**
 * Runs the Shiprocket look-alike on its own, for a browser (e2e) run of the shop with
 * SHIPPING_PROVIDER=shiprocket:
 *
 *   SHIPROCKET_FAKE_PORT=4020 node --import tsx apps/server/test/shiprocket-fake/server.ts
 *
 * Environment (optional): SHIPROCKET_FAKE_PORT (4020), SHIPROCKET_FAKE_HOST (127.0.0.1). It
 * prints the SHIPROCKET_* variables to start the shop with, and stops on SIGINT or SIGTERM.
 */
import { start } from './fake';

const env = process.env;
const fake = await start({
  port: Number(env.SHIPROCKET_FAKE_PORT ?? 4020),
  host: env.SHIPROCKET_FAKE_HOST ?? '127.0.0.1',
});
console.log(`Shiprocket look-alike at ${fake.url}`);
console.log('Start the shop with:');
for (const [name, value] of Object.entries(fake.shopEnv)) {
  console.log(`  ${name}=${name === 'SHIPROCKET_PASSWORD' ? '…' : value}`);
}

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
