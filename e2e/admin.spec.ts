import { expect, test, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { expectNoAxeViolations } from './fixtures/axe';
import { login } from './fixtures/login';

/**
 * Issue 13 end to end: the operator made by `npm run admin:create` (see e2e/fixtures/server.mjs) signs in, enrols
 * TOTP with a code computed here from the key the page shows, suspends a traveller (whose session then stops
 * working) and finds it in the audit log. Signed-out visitors of the dashboard land on /admin/login.
 */
const EMAIL = process.env.E2E_ADMIN_EMAIL!;
const PASSWORD = process.env.E2E_ADMIN_PASSWORD!;
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let secret = '';
let recoveryCodes: string[] = [];
let lastStep = -Infinity;

/**
 * The server refuses a TOTP code whose 30-second step was already used (no replay). Codes for the current step or
 * the next (the server's window tolerates one step of drift) while they are unused; after that a recovery code.
 */
function nextCode(): string {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, lastStep + 1);
  if (step > now + 1) return recoveryCodes.shift()!;
  lastStep = step;
  return authenticator.clone({ epoch: step * 30_000 }).generate(secret);
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

test('signed out, /admin and /admin/dashboard go to /admin/login, reached from the footer too', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'System' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectNoAxeViolations(page);
});

test('first sign-in enrols TOTP, then the operator signs in with password + code', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page);
  secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(nextCode());
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  recoveryCodes = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: /I have saved them/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page);
  await page.getByLabel('Authenticator code').fill(nextCode());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
});

test('suspending a traveller ends their session, and the audit log shows it; every section is axe clean', async ({ page, browser }) => {
  const travellerEmail = `suspend.me.${Date.now()}@example.com`;
  const traveller = await browser.newContext();
  const travellerPage = await traveller.newPage();
  await login(travellerPage, { name: 'Suspend Me', email: travellerEmail });
  expect((await travellerPage.request.get('/api/auth/user')).status()).toBe(200);
  // An uncaught error in the app: its own reporter sends it to /api/log-client-error.
  const reported = travellerPage.waitForResponse((r) => r.url().endsWith('/api/log-client-error'));
  await travellerPage.evaluate(() =>
    setTimeout(() => {
      throw new Error('E2E admin sees this error');
    }),
  );
  expect((await reported).status()).toBeLessThan(300);

  await signIn(page);
  await page.getByLabel('Authenticator code').fill(nextCode());
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('API latency p95')).toBeVisible();
  await expectNoAxeViolations(page);

  await openSection(page, 'Users');
  await page.getByLabel('Search by e-mail, name or id').fill(travellerEmail);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `View ${travellerEmail}` }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Suspend user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Authenticator code').fill(nextCode());
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Suspend: done \(1 session ended\)/)).toBeVisible();
  expect((await travellerPage.request.get('/api/auth/user')).status()).toBe(401);

  await openSection(page, 'Audit log');
  const row = page.getByRole('row').filter({ hasText: 'user.suspend' });
  await expect(row).toContainText(EMAIL);
  await expectNoAxeViolations(page);

  await openSection(page, 'Client errors');
  await expect(page.locator('summary', { hasText: 'E2E admin sees this error' })).toBeVisible();
  await expectNoAxeViolations(page);
  await openSection(page, 'Coupons');
  const code = `E2E${Date.now()}`;
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Kind').selectOption('credits');
  await page.getByLabel('How many').fill('5');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(`Created ${code}: 5 extra trip generations.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('5 extra trip generations');
  await expectNoAxeViolations(page);

  for (const name of ['Trips', 'Subscriptions and payments', 'Messages', 'System']) {
    await openSection(page, name);
    await expectNoAxeViolations(page);
  }
  await traveller.close();
});
