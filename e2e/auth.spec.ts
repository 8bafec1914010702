import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsole } from './fixtures/console';
import { completeLocalSignIn, login } from './fixtures/login';

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('sign-in through the built-in provider', () => {
  test('from the nav: the local sign-in page, the user menu, and staying signed in on reload', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
    await completeLocalSignIn(page, { name: 'Grace Hopper', email: unique('grace') });
    // Sign In from the nav brings the person back to the page they were on.
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    const menu = page.getByRole('button', { name: 'Account menu for Grace Hopper' });
    await expect(menu).toBeVisible();
    await page.reload();
    await expect(menu).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a guarded page sends a visitor to sign in and back to that page', async ({ page }) => {
    await page.goto('/settings#tokens');
    await completeLocalSignIn(page, { name: 'Ada Lovelace', email: unique('ada') });
    await expect(page).toHaveURL(/\/settings#tokens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('the sign-in page explains mistakes next to the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Enter an e-mail address like ada@example.com');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('cancelling sign-in says so and offers to try again', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in cancelled' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/auth/google');
  });

  test('log out ends the session and says so until the person signs in again; guarded pages then redirect to sign-in', async ({
    page,
    context,
  }) => {
    await login(page, { name: 'Leave Soon', email: unique('leave') });
    await page.getByRole('button', { name: 'Account menu for Leave Soon' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const loggedOut = page.getByRole('heading', { level: 1, name: 'You have been logged out' });
    await expect(loggedOut).toBeFocused();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
    await expectNoAxeViolations(page);
    expect((await context.cookies()).some((c) => c.name === 'wf_session')).toBe(false);
    const start = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/auth/google');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(new URL((await start).url()).searchParams.get('prompt')).toBe('select_account');
    await expect(page.getByRole('heading', { level: 1, name: 'Local sign-in' })).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Local sign-in' })).toBeVisible();
  });

  test('the session cookie is httpOnly and SameSite=Lax', async ({ page, context }) => {
    await login(page, { name: 'Cookie Check', email: unique('cookie') });
    const cookie = (await context.cookies()).find((c) => c.name === 'wf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('wf_session');
  });
});

test.describe('settings', () => {
  test('profile and preferences persist across reloads and apply at once', async ({ page }) => {
    const problems = watchConsole(page);
    await login(page, { name: 'Mary Somerville', email: unique('mary') }, { returnTo: '/settings' });
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Mary F.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.locator('#profile').getByRole('status')).toHaveText('Saved');
    await expect(page.getByRole('button', { name: 'Account menu for Mary F. Somerville' })).toBeVisible();

    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await page.getByLabel('Text size').selectOption('125');
    await page.getByLabel('Reduce motion').check();
    await page.getByLabel('Home airport').fill('lis');
    await page.getByLabel('Home city').fill('Lisbon');
    await page.getByLabel('Currency').selectOption('GBP');
    await page.getByLabel('Units').selectOption('imperial');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.locator('#preferences').getByRole('status')).toHaveText('Saved');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).toHaveClass(/\breduce-motion\b/);

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Mary F.');
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');
    await expect(page.getByLabel('Text size')).toHaveValue('125');
    await expect(page.getByLabel('Reduce motion')).toBeChecked();
    await expect(page.getByLabel('Home airport')).toHaveValue('LIS');
    await expect(page.getByLabel('Home city')).toHaveValue('Lisbon');
    await expect(page.getByLabel('Currency')).toHaveValue('GBP');
    await expect(page.getByLabel('Units')).toHaveValue('imperial');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('preferences follow the account to a new browser', async ({ page, browser }) => {
    const email = unique('roam');
    await login(page, { name: 'Roaming Person', email }, { returnTo: '/settings' });
    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await page.getByLabel('High contrast').check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.locator('#preferences').getByRole('status')).toHaveText('Saved');

    const other = await browser.newContext({ colorScheme: 'light' });
    const second = await other.newPage();
    await login(second, { name: 'Roaming Person', email }, { returnTo: '/dashboard' });
    await expect(second.locator('html')).toHaveClass(/\bdark\b/);
    await expect(second.locator('html')).toHaveClass(/\bhigh-contrast\b/);
    await other.close();
  });

  test('access tokens: shown once, usable as Bearer, revocable', async ({ page, playwright, baseURL }) => {
    await login(page, { name: 'Token Maker', email: unique('token') }, { returnTo: '/settings#tokens' });
    await page.getByLabel('Token name').fill('CI script');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('new-token').textContent())!;
    expect(token).toMatch(/^wf_pat_/);
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
    expect((await api.get('/api/auth/user')).status()).toBe(200);
    await page.getByRole('button', { name: 'Revoke token CI script' }).click();
    await expect(page.getByText('Revoked')).toBeVisible();
    expect((await api.get('/api/auth/user')).status()).toBe(401);
    await page.reload();
    await expect(page.getByTestId('new-token')).toHaveCount(0);
    await api.dispose();
  });

  test('sign out everywhere ends the other sessions too', async ({ page, browser }) => {
    const email = unique('everywhere');
    await login(page, { name: 'Every Where', email }, { returnTo: '/settings#sessions' });
    const other = await browser.newContext();
    const second = await other.newPage();
    await login(second, { name: 'Every Where', email });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    // Logging out stops on /login?loggedOut=1 rather than signing straight back in (docs/security.md).
    await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?loggedOut=1$/);
    expect((await second.request.get('/api/auth/user')).status()).toBe(401);
    await other.close();
  });

  test('export downloads my data; deleting the account needs my e-mail and signs me out', async ({ page }) => {
    const email = unique('delete');
    await login(page, { name: 'Delete Me', email }, { returnTo: '/settings#data' });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^wayfarer-export-\d{4}-\d{2}-\d{2}\.json$/);

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeDisabled();
    await dialog.getByLabel('Your e-mail').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
