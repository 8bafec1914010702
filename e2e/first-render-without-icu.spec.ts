import { expect, test, type Page } from '@playwright/test';
import { signInWithTrip } from './fixtures/itinerary';

/**
 * Decision 047: a page's first Intl formatter starts ICU, 30-120 ms of one task in this Chromium. The pages people land
 * on format their dates, money and counts without it until they are interactive. Every Intl constructor and
 * `toLocale…` call is counted from before the page's first script.
 */
async function countIcuUse(page: Page) {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { icuUsed: string[] }).icuUsed = used;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'DisplayNames', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
      const Original = intl[name];
      if (!Original) continue;
      intl[name] = new Proxy(Original, {
        construct(target, args) {
          used.push(`Intl.${name}`);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          used.push(`Intl.${name}`);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    }
    const methods: Array<[object, string]> = [
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Date.prototype, 'toLocaleString'],
      [Number.prototype, 'toLocaleString'],
      [String.prototype, 'localeCompare'],
    ];
    for (const [proto, name] of methods) {
      const original = (proto as Record<string, (...args: unknown[]) => unknown>)[name]!;
      Object.defineProperty(proto, name, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          used.push(name);
          return original.apply(this, args);
        },
      });
    }
  });
}

async function icuUsedBy(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.evaluate(() => (window as unknown as { icuUsed: string[] }).icuUsed);
}

test.describe('first render without ICU (decision 047)', () => {
  test('the itinerary, My Trips, the home page and pricing start without Intl', async ({ page }) => {
    const trip = await signInWithTrip(page, { name: 'Ida Intl' }, { days: 3 });
    await countIcuUse(page);

    expect(await icuUsedBy(page, `/itinerary/${trip.id}`)).toEqual([]);
    // The timeline's dates and amounts are on screen, written without Intl.
    await expect(page.getByTestId('place-item').first()).toBeVisible();
    await expect(page.getByText(/€\d/).filter({ visible: true }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { icuUsed: string[] }).icuUsed)).toEqual([]);

    expect(await icuUsedBy(page, '/dashboard')).toEqual([]);
    await expect(page.getByRole('article', { name: trip.title })).toContainText('Lisbon, Portugal');
    expect(await icuUsedBy(page, '/')).toEqual([]);
    expect(await icuUsedBy(page, '/pricing')).toEqual([]);
    await expect(page.getByText('10,000').filter({ visible: true }).first()).toBeVisible();
  });
});
