import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';

test.describe.configure({ timeout: 120_000 });

// Bangkok's centre at zoom 14: unclustered, labelled places; the list is the accessible alternative to the canvas.
const BANGKOK = '/map-explorer?c=13.75,100.5&z=13';

test.describe('map explorer', () => {
  test('filter "open at" a Monday morning: places closed on Mondays leave the list', async ({ page }) => {
    await page.goto(BANGKOK);
    const list = page.getByRole('list', { name: 'Places in view' });
    await expect(list.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    const countText = page.getByTestId('in-view-count');
    await expect(countText).toHaveText(/\d+ places/);
    const before = Number((await countText.textContent())!.match(/\d+/)![0]);
    await page.getByLabel('Open on (local date)').fill('2026-06-01'); // a Monday
    await page.getByLabel('at (local time)').fill('10:00');
    await expect(page).toHaveURL(/at=2026-06-01T10%3A00|at=2026-06-01T10:00/);
    await expect.poll(async () => Number((await countText.textContent())!.match(/\d+/)?.[0] ?? before)).toBeLessThan(before);
    await expectNoAxeViolations(page);
  });

  test('select a place from the list: details, URL, back and forward', async ({ page }) => {
    await page.goto(BANGKOK);
    const first = page.getByRole('list', { name: 'Places in view' }).getByRole('button').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const name = (await first.locator('span').first().textContent())!;
    await first.click();
    const details = page.getByRole('article');
    await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(details).toContainText(/Open now|Closed now|uncertain/);
    await expect(details).toContainText('Typical visit');
    await expect(details.getByRole('link', { name: 'Plan a trip here' })).toHaveAttribute('href', /\/generate\?destination=bangkok/);
    await expect(page).toHaveURL(/place=/);
    const withPlace = page.url();
    await page.goBack();
    await expect(page).not.toHaveURL(/place=/);
    await expect(details).toHaveCount(0);
    await page.goForward();
    await expect(page.getByRole('article').getByRole('heading', { level: 2, name })).toBeVisible();
    // The link reopens the same view in a new page.
    await page.goto(withPlace);
    await expect(page.getByRole('article').getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
  });

  test('keyboard: search with autocomplete, choose with Enter, the map flies there and the list follows', async ({ page }) => {
    await page.goto('/map-explorer');
    const search = page.getByRole('combobox', { name: 'Search cities and places' });
    await search.focus();
    await page.keyboard.type('lisbo');
    await expect(page.getByRole('option').first()).toContainText('Lisbon');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/z=12/);
    await expect(page.getByTestId('in-view-count')).toHaveText(/[1-9]\d* places/, { timeout: 30_000 });
    // Tab into the list and open a place with the keyboard only.
    const firstPlace = page.getByRole('list', { name: 'Places in view' }).getByRole('button').first();
    await firstPlace.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeFocused();
  });

  test('zoomed out, places are grouped with counts that zoom in when chosen; a phone gets a bottom sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/map-explorer?c=45,10&z=4');
    const group = page
      .getByRole('list', { name: 'Places in view' })
      .getByRole('button', { name: /\d+ places near/ })
      .first();
    await expect(group).toBeVisible({ timeout: 30_000 });
    await group.click();
    await expect(page).toHaveURL(/z=7/);
    const toggle = page.getByRole('button', { name: 'Hide the list' });
    await toggle.click();
    await expect(page.getByRole('button', { name: /Show the list/ })).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
  });
});
