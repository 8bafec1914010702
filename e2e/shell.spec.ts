import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures/auth';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsole } from './fixtures/console';

const NAV = ['Home', 'Plan Trip', 'My Trips', 'AI Travel Chat', 'Explore Map', 'Redeem Code', 'Plans'];
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('shell: navigation', () => {
  test('top navigation lists the spec links and highlights the current page', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const links = mainNav(page).getByRole('list').getByRole('link');
    await expect(links).toHaveText(NAV);
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await mainNav(page).getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(mainNav(page).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
    // Signed out: both sign-in links go to the Google sign-in path; Sign In returns to this page,
    // Start Adventure goes on to planning.
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/auth/google?returnTo=%2Fpricing');
    await expect(mainNav(page).getByRole('link', { name: 'Start Adventure' })).toHaveAttribute(
      'href',
      '/api/auth/google?returnTo=%2Fgenerate',
    );
    expect(problems).toEqual([]);
  });

  test('footer has the spec groups, the System link and the trust line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const group of ['Platform', 'Solutions', 'Resources']) await expect(footer.getByRole('heading', { name: group })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'System' })).toHaveAttribute('href', '/admin/login');
    await expect(footer.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/api');
    await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies');
    // Decision 033: the trust line states what every plan gets, not an invented user count.
    await expect(footer).toContainText('Every plan checked: open, reachable, in budget');
    await expect(footer).toContainText(/enterprise-grade AI travel intelligence/i);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    const res = await page.goto('/no/such/place');
    expect(res?.status()).toBe(404); // the app still answers (and shows its 404 screen), with a real 404 status
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
  });

  test('/admin redirects to /admin/dashboard, which sends a visitor without an operator session to /admin/login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('/login and /register send the browser to /api/auth/google, keeping returnTo', async ({ page, context }) => {
    const login = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/auth/google');
    await page.goto('/login?returnTo=%2Fgenerate');
    expect(new URL((await login).url()).searchParams.get('returnTo')).toBe('/generate');
    // A second tab, so the first one's sign-in redirects cannot interrupt this navigation.
    const other = await context.newPage();
    const register = other.waitForRequest((req) => new URL(req.url()).pathname === '/api/auth/google');
    await other.goto('/register');
    expect(new URL((await register).url()).searchParams.get('returnTo')).toBeNull();
  });

  test('a guarded route checks, then redirects a signed-out visitor to sign-in', async ({ page }) => {
    // The interim texts live only until the browser leaves for sign-in, so a watcher in the page
    // records every text it sees into sessionStorage (which survives the same-origin navigation).
    await page.addInitScript(() => {
      const seen = new Set<string>(JSON.parse(sessionStorage.getItem('seen-texts') ?? '[]'));
      new MutationObserver(() => {
        for (const text of ['Checking authentication...', 'Redirecting to login...'])
          if (document.body?.textContent?.includes(text)) seen.add(text);
        sessionStorage.setItem('seen-texts', JSON.stringify([...seen]));
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((r) => setTimeout(r, 400)); // the real answer, a little late
      await route.continue();
    });
    const signInStart = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/auth/google');
    await page.goto('/dashboard');
    expect(new URL((await signInStart).url()).searchParams.get('returnTo')).toBe('/dashboard');
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard') && !url.pathname.startsWith('/login'));
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('seen-texts'))) ?? '[]')).toEqual([
      'Checking authentication...',
      'Redirecting to login...',
    ]);
  });
});

test.describe('shell: theme and accessibility', () => {
  test('theme toggle switches and persists across reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('wayfarer-theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('the system dark preference decides when nothing is stored, before the app runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // Block the app bundle: only public/theme-init.js can have set the class.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('skip link is the first tab stop and moves focus to main content', async ({ page }) => {
    await page.goto('/');
    // The home page arrives prerendered: keyboard handling starts once the app has hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    expect(await skip.evaluate((el) => getComputedStyle(el.parentElement!).zIndex)).toBe('1000');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(page.locator('html')).toHaveClass(/keyboard-user/);
    await page.mouse.down();
    await page.mouse.up();
    await expect(page.locator('html')).not.toHaveClass(/keyboard-user/);
  });

  test('Alt+/ opens the shortcut help; Alt+1 and Alt+2 move focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await page.keyboard.press('Alt+Slash');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Jump to main content');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Alt+1');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.keyboard.press('Alt+2');
    await expect(page.locator('#main-navigation')).toBeFocused();
  });

  test('Alt+3 on a page without search falls back to main content with a toast; F8 reaches it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await page.keyboard.press('Alt+3');
    await expect(page.locator('#main-content')).toBeFocused();
    const toast = page.getByRole('status').filter({ hasText: 'No search on this page' });
    await expect(toast).toBeVisible();
    await page.keyboard.press('F8');
    // Radix focuses the list inside the "Notifications (F8)" region.
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toBeHidden();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no WCAG 2.1 AA violation on / in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`axe passes in high-contrast mode (${theme})`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('accessibility-settings', JSON.stringify({ highContrastMode: true })));
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveClass(/high-contrast/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('shell: failures and mobile', () => {
  test('a page whose code fails to load shows the failure screen, and Try Again recovers', async ({ page }) => {
    let block = true;
    await page.route('**/assets/pricing-page-*.js', (route) => (block ? route.abort('connectionfailed') : route.continue()));
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Failed to load Pricing' })).toBeVisible();
    await expect(page.getByText('Technical details')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    block = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Failed to load Pricing' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the mobile side menu holds the links, theme toggle and account actions', async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText(NAV);
    await expect(sheet.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Start Adventure' })).toHaveAttribute('href', '/api/auth/google?returnTo=%2Fgenerate');
    await expectNoAxeViolations(page);
    await sheet.getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(sheet).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('shell: signed in', () => {
  test('the user menu shows the name and e-mail and logs out', async ({ page }) => {
    const problems = watchConsole(page);
    await signIn(page, { name: 'Ada Lovelace', email: 'ada.shell@example.com' }, '/settings');
    const trigger = page.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await expect(trigger).toBeVisible();
    await expect(trigger).toContainText('A');
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Ada Lovelace');
    await expect(menu).toContainText('ada.shell@example.com');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    // /login?loggedOut=1 says so and waits: Sign in starts a fresh sign-in that lets the person choose an account.
    await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeFocused();
    const signInAgain = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/auth/google');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInAgain;
    expect(problems).toEqual([]);
  });
});
