import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * A prerendered page shows its content before the app runs (decision 023), so people click early. Holds the app's
 * entry script until released, to click in that window deterministically.
 */
async function holdApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/index-*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test.describe('clicks before a prerendered page is hydrated', () => {
  test('a button clicked before the app runs does its job once it does', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-interactive', 'true');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await release();
    await expect(html).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('a link clicked before the app runs is followed, and the next page starts', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    // Clicked in the page: Playwright's click would wait for the load event, which the held script delays.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plans' })
      .evaluate((link: HTMLElement) => link.click());
    await release();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
  });
});
