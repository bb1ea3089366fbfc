import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3199';
const baseURL = `http://127.0.0.1:${port}`;

/** Browser journeys in Debian's Chromium against the built shop (see e2e/run.mjs). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `${baseURL}/api/categories`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
    },
  },
});
