import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { createTrip, uniqueEmail } from './fixtures/itinerary';
import { completeLocalSignIn } from './fixtures/login';

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
    // Museum Siam (Tu-Su 10:00-18:00) is closed on Mondays: it leaves the list.
    await expect(list.getByRole('button', { name: /Museum Siam/ })).toHaveCount(0);
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
    // Without the flight's animation the list settles once, where the map lands: a list that is still following
    // the flight can replace the place about to be opened between the focus and the key press.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/map-explorer');
    const search = page.getByRole('combobox', { name: 'Search cities and places' });
    // The page is prerendered: its search box is disabled until the app has hydrated it.
    await expect(search).toBeEnabled({ timeout: 20_000 });
    await search.focus();
    await page.keyboard.type('lisbo');
    await expect(page.getByRole('option').first()).toContainText('Lisbon');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/z=12/);
    await expect(page.getByTestId('in-view-count')).toHaveText(/[1-9]\d* places/, { timeout: 30_000 });
    // Tab into the list and open a place with the keyboard only.
    const firstPlace = page.getByRole('list', { name: 'Places in view' }).getByRole('button').first();
    // The list answers the map's last move before a key goes to it: a later answer can reorder the list (the list
    // puts focus back on a moved entry, components/keep-focus.tsx, but the first entry may then be another place).
    await page.waitForLoadState('networkidle');
    await firstPlace.press('Enter');
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

  test('a phone shows the map preview until asked, then the real map (and remembers that for the tab)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/map-explorer');
    const preview = page.getByTestId('map-preview');
    await expect(preview).toBeVisible();
    // The places in view are drawn on the preview too (as groups at this zoom), and no MapLibre canvas is made.
    await expect(page.getByRole('list', { name: 'Places in view' }).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    await expect(preview.locator('.xm-preview-cluster').first()).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.locator('canvas')).toHaveCount(1, { timeout: 30_000 });
    await expect(preview).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    // Asked once in this tab: the next visit starts the map by itself.
    await page.reload();
    await expect(page.locator('canvas')).toHaveCount(1, { timeout: 30_000 });
  });

  test("the map's code failing to arrive leaves the preview and the list, with a word why", async ({ page }) => {
    await page.route(/\/assets\/(explorer-map|themed-map)-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/map-explorer');
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.getByRole('alert')).toContainText('The map could not be loaded');
    await expect(page.getByTestId('map-preview')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Places in view' }).getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  });

  test('pan and zoom move the URL; open a place, add it to a trip and find it in the itinerary', async ({ page }) => {
    await page.goto('/dashboard');
    await completeLocalSignIn(page, { name: 'Map Adder', email: uniqueEmail('mapadder') });
    const trip = await createTrip(page.request, new URL(page.url()).origin, { cityId: 'bangkok', days: 2, title: 'Bangkok from the map' });
    await page.goto(BANGKOK);
    const list = page.getByRole('list', { name: 'Places in view' });
    await expect(list.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    const canvas = page.locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    const url = page.url();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 8 });
    await page.mouse.up();
    await expect(page).not.toHaveURL(url);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page).toHaveURL(/z=14/);
    // After panning and zooming, the page (controls, list, legend) is still axe clean.
    await expect(list.getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const place = list.getByRole('button').last();
    const name = (await place.locator('span').first().textContent())!;
    await place.click();
    const details = page.getByRole('article');
    await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
    await expectNoAxeViolations(page); // and with a place's details open
    await details.getByText('Add to trip', { exact: true }).click();
    await details.getByLabel('Trip').selectOption(trip.id);
    await details.getByRole('button', { name: 'Add to day 1' }).click();
    await expect(details.getByText(/Added to day 1 of/)).toBeVisible({ timeout: 20_000 });
    await details.getByRole('link', { name: 'Bangkok from the map' }).click();
    // The itinerary page loads its own chunk and the trip: give it the time a loaded machine needs.
    await expect(page.locator('[data-testid="day-section"][data-day="1"]')).toContainText(name, { timeout: 30_000 });
  });
});
