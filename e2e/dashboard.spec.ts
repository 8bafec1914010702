import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsole } from './fixtures/console';
import { createTrip, uniqueEmail } from './fixtures/itinerary';
import { completeLocalSignIn } from './fixtures/login';

async function signInToDashboard(page: Page, name: string) {
  await page.goto('/dashboard');
  await completeLocalSignIn(page, { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()) });
  await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

async function chooseAction(page: Page, title: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('My Trips', () => {
  test('empty: says so, leads to the generator, and passes axe', async ({ page }) => {
    const problems = watchConsole(page);
    await signInToDashboard(page, 'Nia New');
    await expect(page.getByRole('heading', { name: 'No trips yet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Plan your first trip' }).click();
    await expect(page).toHaveURL(/\/generate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan a trip' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('cards, search, sort, archive, delete with undo, and axe on the filled list', async ({ page }) => {
    const problems = watchConsole(page);
    await signInToDashboard(page, 'Fay Filled');
    const origin = new URL(page.url()).origin;
    await createTrip(page.request, origin, { cityId: 'lisbon', days: 3, title: 'Lisbon long weekend' });
    await createTrip(page.request, origin, { cityId: 'paris', days: 2, title: 'Paris in two days' });
    await page.reload();

    const lisbon = card(page, 'Lisbon long weekend');
    await expect(lisbon).toBeVisible();
    await expect(lisbon).toContainText('Lisbon, Portugal');
    await expect(lisbon).toContainText('3 days');
    await expect(lisbon).toContainText('Upcoming');
    await expect(lisbon.locator('svg circle').first()).toBeAttached();
    await expect(card(page, 'Paris in two days')).toContainText('Paris, France');
    await expect(page.getByText('Showing 2 of 2 trips')).toBeVisible();
    await expectNoAxeViolations(page);

    // Alt+3 jumps to the search box; search runs after a short pause and lives in the URL.
    await page.keyboard.press('Alt+3');
    await expect(page.locator('#search')).toBeFocused();
    await page.keyboard.type('paris');
    await expect(lisbon).toHaveCount(0);
    await expect(card(page, 'Paris in two days')).toBeVisible();
    await expect(page).toHaveURL(/q=paris/);
    await page.locator('#search').fill('nowhere');
    await expect(page.getByRole('heading', { name: 'No trips match “nowhere”' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(lisbon).toBeVisible();

    await page.getByLabel('Sort by').selectOption({ label: 'Title A–Z' });
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Lisbon long weekend');
    await page.getByLabel('When').selectOption({ label: 'Past' });
    await expect(page.getByRole('heading', { name: 'No trips match these filters' })).toBeVisible();
    await page.getByLabel('When').selectOption({ label: 'Upcoming' });
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByLabel('When').selectOption({ label: 'All dates' });

    // Archive: gone from the list at once, back from the Archived view.
    await chooseAction(page, 'Lisbon long weekend', 'Archive');
    await expect(lisbon).toHaveCount(0);
    await expect(toast(page, 'Trip archived')).toBeVisible();
    await page.getByRole('button', { name: 'Archived' }).click();
    await expect(page.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    await expect(lisbon).toContainText('Archived');
    await chooseAction(page, 'Lisbon long weekend', 'Unarchive');
    await expect(page.getByRole('heading', { name: 'No archived trips' })).toBeVisible();
    await page.getByRole('button', { name: 'Show active trips' }).click();
    await expect(lisbon).toBeVisible();

    // Delete with undo.
    await chooseAction(page, 'Paris in two days', 'Delete');
    await expect(card(page, 'Paris in two days')).toHaveCount(0);
    await toast(page, 'Trip deleted').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Trip restored')).toBeVisible();
    await expect(card(page, 'Paris in two days')).toBeVisible();
    await page.reload();
    await expect(card(page, 'Paris in two days')).toBeVisible();

    // Duplicate, then open the copy from the card.
    await chooseAction(page, 'Lisbon long weekend', 'Duplicate');
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByRole('link', { name: 'Paris in two days' }).click();
    await expect(page).toHaveURL(/\/itinerary\/itn_/);
    expect(problems).toEqual([]);
  });

  test('infinite scroll loads the next page as the end comes into view; Load more does the same from the keyboard', async ({ page }) => {
    await signInToDashboard(page, 'Sam Scroll');
    const origin = new URL(page.url()).origin;
    const first = await createTrip(page.request, origin, { cityId: 'lisbon', days: 2, title: 'Trip 00' });
    // Copies rather than generations: the generator is rate limited, and a copy is a real trip all the same.
    for (let i = 1; i <= 25; i++) {
      const res = await page.request.post(`/api/itineraries/${first.id}/duplicate`, {
        headers: { Origin: origin },
        data: { title: `Trip ${String(i).padStart(2, '0')}` },
      });
      expect(res.status()).toBe(201);
    }
    await page.reload();
    const cards = page.getByRole('list', { name: 'Your trips' }).getByRole('article');
    await expect(cards).toHaveCount(12);
    await expect(page.getByText('Showing 12 of 26 trips')).toBeVisible();
    await page.getByText('Showing 12 of 26 trips').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(24);
    await page.getByText('Showing 24 of 26 trips').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(26);

    // Without IntersectionObserver (or for anyone who does not scroll) the button does the same, and focus
    // moves to the first card it loaded rather than being lost when the button goes away.
    await page.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await page.reload();
    await expect(cards).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more trips' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole('link', { name: /^Trip \d\d$/ }).nth(12)).toBeFocused();
    await page.getByRole('button', { name: 'Load more trips' }).click();
    await expect(cards).toHaveCount(26);
    await expect(page.getByRole('button', { name: 'Load more trips' })).toHaveCount(0);
  });
});
