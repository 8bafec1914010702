import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createTrip, uniqueEmail } from './fixtures/itinerary';
import { completeLocalSignIn } from './fixtures/login';

const TITLE = 'Lisbon <b>before</b> scripts';

/** Where the page's parts are: the heading, the toolbar (or its box) and the first card. */
async function layout(page: Page) {
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    return b && { y: Math.round(b.y), height: Math.round(b.height) };
  };
  return {
    heading: await box('h1'),
    toolbar: await box('main .space-y-6 > :first-child'),
    card: await box('article'),
  };
}

async function noScriptPage(browser: Browser, from: BrowserContext, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  await context.addCookies(await from.cookies());
  return { context, page: await context.newPage() };
}

test.describe('My Trips sent with its first page (decision 046)', () => {
  test('shows the cards before any script, is not read again, and nothing moves when the app takes over', async ({ page, browser }) => {
    await page.goto('/dashboard');
    await completeLocalSignIn(page, { name: 'Faye First', email: uniqueEmail('faye') });
    await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
    const trip = await createTrip(page.request, new URL(page.url()).origin, { cityId: 'lisbon', days: 3, title: TITLE });

    for (const width of [412, 768, 1366]) {
      const bare = await noScriptPage(browser, page.context(), width);
      await bare.page.goto('/dashboard');
      const card = bare.page.getByRole('article', { name: TITLE });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Lisbon, Portugal');
      await expect(card).toContainText('3 days');
      await expect(card).toContainText('Upcoming');
      await expect(card.locator('svg circle').first()).toBeAttached(); // the cover map, drawn by the server
      await expect(card.getByRole('link', { name: TITLE })).toHaveAttribute('href', `/itinerary/${trip.id}`);
      const first = await layout(bare.page);
      await bare.context.close();

      // With JavaScript the app starts from the page sent with it: the list is not read again.
      await page.setViewportSize({ width, height: 900 });
      const reads: string[] = [];
      const onRequest = (r: { url(): string; method(): string }) =>
        void (r.method() === 'GET' && new URL(r.url()).pathname === '/api/itineraries' && reads.push(r.url()));
      page.on('request', onRequest);
      await page.reload();
      await expect(page.getByRole('button', { name: `Actions for ${TITLE}` })).toBeVisible();
      await expect(page.getByRole('article', { name: TITLE }).locator('svg circle').first()).toBeAttached();
      await expect(page.getByText('Showing 1 of 1 trip')).toBeVisible();
      page.off('request', onRequest);
      expect(reads).toEqual([]);
      expect(await layout(page)).toEqual(first);
    }
  });
});
