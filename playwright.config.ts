import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5055);
// The operator account the e2e server creates with `npm run admin:create` (e2e/fixtures/server.mjs); e2e/admin.spec.ts signs in with it.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-operator@ops.example.com';
process.env.E2E_ADMIN_PASSWORD ??= 'e2e operator password 42';

/**
 * End-to-end tests run the production build (`npx vite build` first) behind the real server, in the
 * Debian Chromium at /usr/bin/chromium (Playwright's own browser download does not work here).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action (DOM snapshots, screenshots): costly on a 2-core machine for 110 passing tests.
    // A test that fails is retried in CI with its trace recorded.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: 'node e2e/fixtures/server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
