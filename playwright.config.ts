import { defineConfig, devices } from '@playwright/test';

/*
 * Browser journeys in Debian's Chromium against the built shop (see e2e/run.mjs, which picks
 * free ports and fresh data folders). Two shops:
 * - the demo shop (no Razorpay key: demo payments), for every spec but payments-live;
 * - the live shop (project 'live', e2e/payments-live.spec.ts only), taking payments through the
 *   Razorpay look-alike (apps/server/test/razorpay-fake), started here as a third server.
 * E2E_LIVE=0 (run.mjs sets it when no live spec was asked for) leaves the live pair out.
 * Specs run in any order, alone or sharded: each finds or makes the products it needs and reads
 * the figures it checks from the API at run time (e2e/catalogue-data.ts), so the back-office
 * specs may add products while the others run.
 */
const port = process.env.E2E_PORT ?? '3199';
const livePort = process.env.E2E_LIVE_PORT ?? '3198';
const fakePort = process.env.E2E_FAKE_PORT ?? '4010';
const withLive = process.env.E2E_LIVE !== '0';
const baseURL = `http://127.0.0.1:${port}`;
const liveURL = `http://127.0.0.1:${livePort}`;
const fakeURL = `http://127.0.0.1:${fakePort}`;
const LIVE_SPECS = /payments-live\.spec\.ts$/;
// The courier shop: demo payments, Shiprocket through its look-alike (ADR 101).
const courierPort = process.env.E2E_COURIER_PORT ?? '3197';
const shiprocketPort = process.env.E2E_SHIPROCKET_PORT ?? '4020';
const withCourier = process.env.E2E_COURIER !== '0';
const courierURL = `http://127.0.0.1:${courierPort}`;
const shiprocketURL = `http://127.0.0.1:${shiprocketPort}`;
const COURIER_SPECS = /courier\.spec\.ts$/;
/** The tracking webhook's token of the courier shop (e2e/courier.spec.ts sends it). */
const COURIER_WEBHOOK_TOKEN = 'e2e-lookalike-webhook-token';

const shopEnv = (shopPort: string, dataDir: string, publicUrl: string) => ({
  PORT: shopPort,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: publicUrl,
  LOG_LEVEL: 'warn',
  // Every journey signs its shoppers up from 127.0.0.1 at example.com (ADR 087's limits).
  SIGNUPS_PER_IP_PER_HOUR: '100000',
  SIGNUPS_PER_DOMAIN_PER_HOUR: '100000',
  // Every page view reports its web vitals (e2e/web-vitals.spec.ts), all from 127.0.0.1.
  WEB_VITALS_SAMPLE_RATE: '1',
  WEB_VITALS_PER_IP_PER_HOUR: '100000',
  // Every contact form journey writes from 127.0.0.1 too.
  CONTACT_PER_IP_PER_HOUR: '100000',
  // The shop reports B2B invoices to the IRP (e-invoice.spec.ts; ADR 098).
  E_INVOICING: 'on-30-day-limit',
});

const chrome = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two workers on two cores: the journeys wait on the server and the browser part of the time,
  // and a second worker fills it (52 journeys: 117 s with two, 142 s with one; ADR 095).
  workers: 2,
  // No retries, under CI or not (ADR 095): a journey that fails once has a cause to fix.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL,
    // Recording a trace for every journey (to keep the failing ones) cost a quarter of the
    // suite's time; a failure still leaves its screenshot and the page's ARIA snapshot
    // (error-context.md). E2E_TRACE=1 records and keeps the traces of failing journeys.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell: Chromium's renderer without the browser's own UI, the
      // headless build Playwright itself uses. The full browser in headless mode still runs its
      // UI (an omnibox popup in a renderer of its own): the same journeys took a quarter more
      // CPU time in it.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [LIVE_SPECS, COURIER_SPECS], use: chrome },
    ...(withCourier
      ? [{ name: 'courier', testMatch: COURIER_SPECS, use: { ...chrome, baseURL: courierURL } }]
      : []),
    ...(withLive
      ? [{ name: 'live', testMatch: LIVE_SPECS, use: { ...chrome, baseURL: liveURL } }]
      : []),
  ],
  webServer: [
    ...(withCourier
      ? [
          {
            command: 'node --import tsx apps/server/test/shiprocket-fake/server.ts',
            // Unauthenticated, the look-alike answers 401: it is up.
            url: `${shiprocketURL}/v1/external/courier/serviceability/`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: { SHIPROCKET_FAKE_PORT: shiprocketPort, SHIPROCKET_FAKE_HOST: '127.0.0.1' },
          },
          {
            command: 'node apps/server/dist/main.js',
            url: `${courierURL}/api/categories`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              ...shopEnv(
                courierPort,
                process.env.E2E_COURIER_DATA_DIR ?? 'data/e2e-courier',
                courierURL,
              ),
              RAZORPAY_KEY_ID: '',
              SHIPPING_PROVIDER: 'shiprocket',
              SHIPROCKET_EMAIL: 'api-user@shop.test',
              SHIPROCKET_PASSWORD: 'lookalike-password',
              SHIPROCKET_PICKUP_LOCATION: 'Primary',
              SHIPROCKET_API_URL: shiprocketURL,
              SHIPROCKET_WEBHOOK_TOKEN: COURIER_WEBHOOK_TOKEN,
            },
          },
        ]
      : []),
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/api/categories`,
      reuseExistingServer: false,
      timeout: 60_000,
      // An empty key id is demo mode, whatever the calling shell has set. Staff type each
      // parcel's courier and AWB (the manual courier provider, ADR 099) in these journeys.
      env: {
        ...shopEnv(port, process.env.E2E_DATA_DIR ?? 'data/e2e', baseURL),
        RAZORPAY_KEY_ID: '',
        SHIPPING_PROVIDER: 'manual',
      },
    },
    ...(withLive
      ? [
          {
            command: 'node --import tsx apps/server/test/razorpay-fake/server.ts',
            url: `${fakeURL}/v1/checkout.js`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              RAZORPAY_FAKE_PORT: fakePort,
              RAZORPAY_FAKE_HOST: '127.0.0.1',
              RAZORPAY_FAKE_WEBHOOK_URL: `${liveURL}/api/payments/razorpay/webhook`,
            },
          },
          {
            command: 'node apps/server/dist/main.js',
            url: `${liveURL}/api/categories`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              ...shopEnv(livePort, process.env.E2E_LIVE_DATA_DIR ?? 'data/e2e-live', liveURL),
              RAZORPAY_KEY_ID: 'rzp_test_LookAlike0001',
              RAZORPAY_KEY_SECRET: 'lookalike-key-secret',
              RAZORPAY_WEBHOOK_SECRET: 'lookalike-webhook-secret',
              RAZORPAY_API_URL: fakeURL,
              RAZORPAY_CHECKOUT_URL: `${fakeURL}/v1/checkout.js`,
            },
          },
        ]
      : []),
  ],
});
