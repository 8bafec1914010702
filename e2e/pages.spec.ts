import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsole } from './fixtures/console';

/** Every public route and the h1 it must show (the content pages of issue 2). */
const PUBLIC_PAGES: [path: string, h1: string | RegExp][] = [
  ['/', 'Trip plans that actually work, day by day.'],
  ['/pricing', 'Plans and pricing'],
  ['/about', 'A travel planner that checks its own work'],
  ['/contact', 'Contact the Wayfarer team'],
  ['/help', 'How can we help?'],
  ['/blog', 'Notes from the Wayfarer team'],
  ['/careers', 'A small team building a careful planner'],
  ['/privacy', 'Privacy policy'],
  ['/terms', 'Terms of service'],
  ['/status', 'Wayfarer status'],
  ['/enterprise', 'Wayfarer for your organisation'],
  ['/support', 'Get support'],
  ['/integrations', 'Works on its own, connects when you want'],
  ['/security', 'How Wayfarer protects your account and trips'],
  ['/docs', 'How to use Wayfarer'],
  ['/cookies', 'Cookie policy'],
  ['/map-explorer', /map/i],
  ['/subscribe?plan=explorer&billing=yearly', /subscribe/i],
  ['/vertex-analysis', /analysis/i],
  ['/shared/example-trip', 'This link does not work'],
  ['/admin/login', /admin/i],
  ['/admin/dashboard', /admin/i],
  ['/no/such/page', 'Page not found'],
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** /api is also a server prefix, so the page is reached the way people reach it: the footer link. */
async function openApiDocs(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API', exact: true }).click();
  await expect(page).toHaveURL(/\/api$/);
  await expect(h1(page)).toHaveText('Wayfarer API reference');
}

test.describe('content pages', () => {
  for (const [path, title] of PUBLIC_PAGES) {
    test(`${path} renders its h1, a page title and passes axe`, async ({ page }) => {
      // Two 404s are the point of their pages: an unknown path (a real 404 status for crawlers) and an
      // unknown share link.
      const problems = watchConsole(page, {
        expectedStatus: [
          [404, '/no/such/page'],
          [404, '/api/shared/example-trip'],
        ],
      });
      const response = await page.goto(path);
      if (path === '/no/such/page') expect(response?.status()).toBe(404);
      await expect(h1(page)).toHaveCount(1);
      await expect(h1(page)).toHaveText(title);
      await expect(page).toHaveTitle(/Wayfarer/);
      if (path === '/status') await expect(page.getByText('Readiness:')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }

  test('public pages show their content before any script runs (prerendered at build, decision 020)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title] of PUBLIC_PAGES.slice(0, 3)) {
      await page.goto(path);
      await expect(h1(page)).toHaveText(title);
    }
    await context.close();
  });

  test('the API reference passes axe, with an operation expanded', async ({ page }) => {
    test.slow(); // axe walks every operation of the largest page: ~20 s on a busy 2-core machine
    const problems = watchConsole(page);
    await openApiDocs(page);
    await page.getByRole('article').filter({ hasText: '/api/contact' }).getByText('Parameters, request and responses').click();
    await expect(page.getByRole('group', { name: /Example request body for POST \/api\/contact/ })).toContainText(
      '"email": "traveller@example.com"',
    );
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

test.describe('home and pricing', () => {
  test('home sells the difference, shows an example day with its checks, and links to planning and pricing', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const point of ['Feasible by construction', 'Works with no keys', 'Edits that stay feasible', 'Fast and accessible']) {
      await expect(main.getByRole('heading', { name: point })).toBeVisible();
    }
    await expect(main.getByText('Illustrative example')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Feasibility report' })).toBeVisible();
    await expect(main.getByText('Opening hours: passed')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Start Adventure' }).first()).toHaveAttribute('href', '/generate');
    await expect(main.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
  });

  test('pricing shows the plans the server defines and enforces (GET /api/billing/plans)', async ({ page }) => {
    const served = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/billing/plans');
    await page.goto('/pricing');
    const { data } = (await (await served).json()) as { data: { plans: Array<{ id: string; entitlements: { trips: number } }> } };
    const free = data.plans.find((p) => p.id === 'free')!;
    await expect(page.getByTestId('plan-free')).toContainText(`Trips generated per month: ${free.entitlements.trips}`);
    await expect(page.getByRole('link', { name: 'Choose Explorer' })).toHaveAttribute('href', '/subscribe?plan=explorer&billing=monthly');
  });

  test('deep links scroll to their section once the page has rendered', async ({ page }) => {
    await page.goto('/docs#api');
    await expect(page.getByRole('heading', { name: 'Using the API' })).toBeInViewport();
    await page.goto('/privacy#retention');
    await expect(page.getByRole('heading', { name: /How long we keep it/ })).toBeInViewport();
  });

  test('help answers open and close from the keyboard', async ({ page }) => {
    await page.goto('/help');
    const question = page.locator('summary', { hasText: 'What does “feasible” mean?' });
    const answer = page.getByText(/every transfer has enough time/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();
  });
});

test.describe('contact form (real server, real database)', () => {
  test('shows inline errors with the shared schema, focuses the first one, then sends', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/contact');
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('E-mail', { exact: true });
    const message = page.getByLabel('Message', { exact: true });

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please tell us your name');
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    await expect(message).toHaveAccessibleDescription(/Please write at least 10 characters/);
    await expectNoAxeViolations(page);

    await name.fill('Ada Traveller');
    await email.fill('not-an-email');
    await message.fill('Hello!');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(email).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'false');

    await email.fill('ada@example.com');
    await page.getByLabel('Topic').selectOption('Feedback or an idea');
    await message.fill('The Lisbon plan was lovely. Could you add Sintra day trips?');
    const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const receipt = (await response.json()) as { data: { id: number; kind: string } };
    expect(receipt.data.kind).toBe('contact');

    const success = page.getByRole('heading', { name: 'Thank you, your message has been sent' });
    await expect(success).toBeFocused();
    await expect(page.getByRole('main')).toContainText(`Your reference number is ${receipt.data.id}`);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('the enterprise form offers team sizes and validates them against the schema', async ({ page }) => {
    await page.goto('/enterprise');
    await expect(page.getByLabel('Team size')).toContainText('51 to 200 people');
    await page.getByRole('button', { name: 'Contact sales' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Team size')).toHaveAttribute('aria-invalid', 'false');
  });
});

test.describe('live system pages', () => {
  test('status shows readiness, the database and each integration in words', async ({ page }) => {
    await page.goto('/status');
    await expect(page.getByRole('heading', { name: 'All systems operational' })).toBeVisible();
    await expect(page.getByText('Readiness:')).toContainText('ready');
    await expect(page.getByText('PGlite (embedded)')).toBeVisible();
    await expect(page.getByText(/Last checked (just now|\d+ seconds ago)/)).toBeVisible();
    const integrations = page.getByRole('table');
    for (const name of ['Sign-in', 'Planning engine', 'Rate limits', 'AI assistant', 'Payments']) {
      await expect(integrations.getByRole('rowheader', { name })).toBeVisible();
    }
    // Only what exists is reported, each in its embedded mode.
    await expect(integrations.getByRole('rowheader')).toHaveCount(5);
    await expect(integrations.getByRole('row', { name: /AI assistant/ })).toContainText('Built-in');
    await expect(integrations.getByRole('row', { name: /Payments/ })).toContainText('Sandbox (no money moves)');
    const refreshed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/health/ready');
    await page.getByRole('button', { name: 'Check now' }).click();
    expect((await refreshed).status()).toBe(200);
  });

  test('the API reference lists /api/health and filters with the #search box (Alt+3)', async ({ page }) => {
    await openApiDocs(page);
    await expect(page.getByRole('heading', { name: 'GET /api/health', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The response envelope' })).toBeVisible();
    await page.keyboard.press('Alt+3');
    const search = page.locator('#search');
    await expect(search).toBeFocused();
    await search.fill('health');
    await expect(page.locator('#search-count')).toHaveText(/^2 of \d+ endpoints match$/);
    await expect(page.getByRole('heading', { name: 'GET /api/health/ready', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'POST /api/contact', exact: true })).toHaveCount(0);
  });
});
