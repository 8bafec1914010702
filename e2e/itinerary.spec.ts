import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsole } from './fixtures/console';
import { dayItemNames, expectBadge, signInWithTrip } from './fixtures/itinerary';

// Each test signs in, plans a trip with the real engine and edits it in a real browser: give it room on CI.
test.describe.configure({ timeout: 60_000 });

test.describe('itinerary view', () => {
  test('shows days, items with time, cost, reason and hours, travel legs, the map, totals and the report', async ({ page }) => {
    const problems = watchConsole(page);
    await signInWithTrip(page, { name: 'Iris Timeline' }, { days: 3, title: 'Three days in Lisbon' });
    const days = page.getByRole('list', { name: 'Days' });
    await expect(days.getByRole('heading', { level: 2, name: /^Day 1/ })).toBeVisible();
    await expect(days.getByRole('heading', { level: 2, name: /^Day 3/ })).toBeVisible();
    // Days off screen skip rendering with a placeholder height only: a placeholder width once made the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const first = page.getByTestId('place-item').first();
    await expect(first).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
    await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(page.getByTestId('travel-leg').first()).toBeVisible();
    await expect(page.getByText(/Opening hours:/).first()).toBeVisible();
    await expect(page.getByTestId('totals')).toContainText('Total for 1 traveller');
    await expect(page.getByTestId('feasibility-summary')).toHaveText(/Feasible: all \d+ applicable checks pass/);
    // The map is its own lazy chunk and draws with WebGL, offline.
    await expect(page.getByTestId('route-map').locator('canvas')).toBeVisible();
    await expect(page.locator('.route-marker').first()).toBeVisible();
    await page.getByRole('button', { name: 'Map of day 2' }).click();
    await expect(page.getByText(/^Day 2: \d+ stops in visiting order$/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('a day on a public holiday shows "Holiday hours may differ" beside the items and in the report, not as a problem', async ({
    page,
  }) => {
    // 1 May 2027 (Labour Day in France): the Louvre and the Orsay have sourced closures, most other places do not.
    await signInWithTrip(page, { name: 'Hal Holiday' }, { cityId: 'paris', days: 2, startDate: '2027-05-01', title: 'Paris on May Day' });
    const notice = page.getByTestId('item-notice').first();
    await expect(notice).toHaveText('Labour Day: Holiday hours may differ — check before you go');
    await expect(page.getByTestId('report-notices')).toContainText(/ on 2027-05-01 \(Labour Day\): Holiday hours may differ/);
    await expect(page.locator('[data-testid="day-section"][data-day="2"] [data-testid="item-notice"]')).toHaveCount(0);
    await expect(page.getByTestId('report-notices')).toContainText('Worth checking (not a problem with the plan)');
    await expect(page.getByTestId('feasibility-summary')).toHaveText(/Feasible: all \d+ applicable checks pass/);
    await expect(page.getByTestId('item-violation')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the owner gets the trip with the page: its first screen without JavaScript, no second read with it', async ({ page, browser }) => {
    const trip = await signInWithTrip(page, { name: 'Petra Paint' }, { days: 2, title: 'Lisbon <b>before</b> scripts' });
    const { summary } = ((await (await page.request.get(`/api/itineraries/${trip.id}`)).json()) as { data: { plan: { summary: string } } })
      .data.plan;
    // Decision 030: title, facts, summary and the first day's heading are in the HTML (nothing else could draw them here).
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const bare = await noScript.newPage();
    await bare.goto(`/itinerary/${trip.id}`);
    await expect(bare.getByRole('heading', { level: 1, name: 'Lisbon <b>before</b> scripts' })).toBeVisible();
    await expect(bare.getByRole('list', { name: 'Trip facts' })).toContainText('2 days');
    await expect(bare.getByText(summary)).toBeVisible();
    await expect(bare.getByRole('heading', { level: 2, name: /^Day 1/ })).toBeVisible();
    await noScript.close();
    // With JavaScript the app starts from the document sent with the page: the trip is not read again.
    const reads: string[] = [];
    page.on('request', (r) => void (r.url().endsWith(`/api/itineraries/${trip.id}`) && r.method() === 'GET' && reads.push(r.url())));
    await page.reload();
    await expect(page.getByTestId('place-item').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rename trip' })).toBeVisible();
    expect(reads).toEqual([]);
  });

  test("the map's code failing to arrive (offline) leaves the itinerary working, with a word why", async ({ page }) => {
    // It loads once the page is idle, so going offline before then used to take the whole page down.
    await page.route(/\/assets\/(route-map|themed-map)-[^/]+\.(js|css)$/, (route) => route.abort('internetdisconnected'));
    await signInWithTrip(page, { name: 'Mona Mapless' });
    await expect(page.getByRole('status').filter({ hasText: 'The map could not be loaded' })).toBeVisible();
    expect((await dayItemNames(page, 1)).length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Rename trip' }).click();
    await expect(page.getByLabel('Trip name')).toBeVisible();
  });

  test('reorders by keyboard: the Move menu, an announcement, focus kept, saved', async ({ page }) => {
    await signInWithTrip(page, { name: 'Kim Keys' });
    const before = await dayItemNames(page, 1);
    expect(before.length).toBeGreaterThan(2);
    await page.getByRole('button', { name: `Move ${before[1]}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => dayItemNames(page, 1)).toEqual([before[1], before[0], ...before.slice(2)]);
    await expect(page.getByTestId('live-polite')).toContainText(`Moved ${before[1]} to day 1, position 1.`);
    await expect(page.getByRole('button', { name: `Move ${before[1]}`, exact: true })).toBeFocused();
    // To another day, still from the keyboard.
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: /Move to day 2/ }).press('Enter');
    await expect.poll(async () => (await dayItemNames(page, 2)).at(-1)).toBe(before[1]);
    await expectBadge(page, 'Saved');
    await page.reload();
    await expect.poll(async () => (await dayItemNames(page, 2)).at(-1)).toBe(before[1]);
    expect(await dayItemNames(page, 1)).toEqual([before[0], ...before.slice(2)]);
  });

  test('reorders by drag and drop, within a day and across days', async ({ page }) => {
    // Tall enough that both days are on screen: a drag must not depend on scrolling mid-gesture.
    await page.setViewportSize({ width: 1366, height: 3000 });
    await signInWithTrip(page, { name: 'Dana Drag' });
    const day1 = await dayItemNames(page, 1);
    const items = page.locator('[data-testid="day-section"][data-day="1"] [data-testid="place-item"]');
    // Drop the third item on the top half of the first one: it becomes first.
    await items.nth(2).dragTo(items.nth(0), { targetPosition: { x: 40, y: 8 } });
    await expect.poll(() => dayItemNames(page, 1)).toEqual([day1[2], day1[0], day1[1], ...day1.slice(3)]);
    // Across days: onto the top half of day 2's first item.
    const day2 = page.locator('[data-testid="day-section"][data-day="2"] [data-testid="place-item"]');
    await items.nth(0).dragTo(day2.nth(0), { targetPosition: { x: 40, y: 8 } });
    await expect.poll(async () => (await dayItemNames(page, 2))[0]).toBe(day1[2]);
    expect(await dayItemNames(page, 1)).toEqual([day1[0], day1[1], ...day1.slice(3)]);
    // The end zone of a day: last place of that day.
    await items.nth(0).dragTo(page.locator('[data-testid="day-section"][data-day="1"] [data-testid="day-drop-zone"]'));
    await expect.poll(async () => (await dayItemNames(page, 1)).at(-1)).toBe(day1[0]);
    await expectBadge(page, 'Saved');
    await page.reload();
    await expect.poll(async () => (await dayItemNames(page, 2))[0]).toBe(day1[2]);
    expect((await dayItemNames(page, 1)).at(-1)).toBe(day1[0]);
  });

  test('edits re-run the checker at once: a bad time shows the problem inline', async ({ page }) => {
    await signInWithTrip(page, { name: 'Theo Times' });
    const [name] = await dayItemNames(page, 1);
    await page.getByRole('button', { name: `Change time of ${name}` }).click();
    await page.getByLabel('Start').fill('03:00');
    await page.getByLabel('End').fill('03:45');
    await page.getByRole('button', { name: 'Save time' }).click();
    const card = page.locator('[data-testid="place-item"]', { has: page.getByRole('heading', { level: 3, name: name! }) });
    await expect(card.getByTestId('item-violation').first()).toBeVisible();
    await expect(card).toContainText('03:00–03:45');
    await expect(page.getByTestId('feasibility-summary')).toHaveText(/checks? fails?/);
    await expect(page.getByTestId('live-polite')).toContainText('New problem:');
    await expectBadge(page, 'Saved');
    await page.reload();
    await expect(card.getByTestId('item-violation').first()).toBeVisible();
  });

  test('rename, pin, notes, add a place, remove with undo, re-plan a day', async ({ page }) => {
    const problems = watchConsole(page);
    await signInWithTrip(page, { name: 'Nora Notes' });
    await page.getByRole('button', { name: 'Rename trip' }).click();
    await page.getByLabel('Trip name').fill('Lisbon with friends');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lisbon with friends' })).toBeVisible();

    const [first, second, third] = await dayItemNames(page, 1);
    await page.getByRole('button', { name: `Pin ${first}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Unpin ${first}`, exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: `Note for ${first}` }).click();
    await page.getByRole('textbox', { name: `Note for ${first}` }).fill('Buy tickets online');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByTestId('item-note').first()).toContainText('Buy tickets online');

    await page.getByRole('button', { name: 'Day note for day 1' }).click();
    await page.getByRole('textbox', { name: 'Note for day 1' }).fill('Start early');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByTestId('day-note')).toContainText('Start early');

    await page.getByRole('button', { name: 'Add place to day 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a place to day 2' });
    await dialog.getByLabel('Search places').fill('Belém');
    const add = dialog.getByRole('button', { name: /^Add / }).first();
    await expect(add).toBeVisible();
    await add.click();
    // The place added is the one under the click: the results can still change between reading a label and clicking
    // (the search answers as it is typed), so its name comes from the confirmation.
    const added = page.getByText(/^Added .+? to day 2\./).first();
    await expect(added).toBeVisible();
    const placeName = /^Added (.+?) to day 2\./.exec((await added.textContent()) ?? '')![1]!;
    await expect.poll(() => dayItemNames(page, 2)).toContain(placeName);

    await page.getByRole('button', { name: `Remove ${second}`, exact: true }).click();
    await expect.poll(() => dayItemNames(page, 1)).not.toContain(second);
    await expect(
      page.locator('[data-testid="day-section"][data-day="1"]').getByRole('button', { name: `Move ${third}`, exact: true }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => dayItemNames(page, 1)).toContain(second);
    await expectBadge(page, 'Saved');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Lisbon with friends' })).toBeVisible();
    await expect(page.getByTestId('day-note')).toContainText('Start early');
    // After a reload, day 2's items can be on screen after the heading and the day note (failed once in CI): wait.
    await expect.poll(() => dayItemNames(page, 2)).toContain(placeName);

    await page.getByRole('button', { name: 'Re-plan day 2' }).click();
    await expect(page.getByText('Day 2 re-planned').first()).toBeVisible();
    const [swapMe] = await dayItemNames(page, 2);
    await page.getByRole('button', { name: `Swap ${swapMe} for another place` }).click();
    await expect(page.getByText(/^(Swapped .* for another place|No feasible change found)$/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});

test.describe('sharing, export and print', () => {
  test('share a link, open it signed out (no private notes), then revoke it', async ({ page, browser }) => {
    await signInWithTrip(page, { name: 'Sam Share' }, { title: 'Shared Lisbon' });
    const [first, second] = await dayItemNames(page, 1);
    await page.getByRole('button', { name: `Note for ${first}` }).click();
    await page.getByRole('textbox', { name: `Note for ${first}` }).fill('My private door code 1234');
    await page.getByRole('button', { name: 'Save note' }).click();
    await page.getByRole('button', { name: `Note for ${second}` }).click();
    await page.getByRole('textbox', { name: `Note for ${second}` }).fill('Meet here at noon');
    await page.getByLabel('Show this note on the share link (otherwise only you see it)').check();
    await page.getByRole('button', { name: 'Save note' }).click();
    await expectBadge(page, 'Saved');

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByRole('button', { name: 'Create share link' }).click();
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{16,}$/);

    // The link's page paints the trip before its scripts run: title and banner are in its HTML.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(url);
    await expect(bare.getByRole('heading', { level: 1, name: 'Shared Lisbon' })).toBeVisible();
    await expect(bare.getByText('A shared trip, read-only.')).toBeVisible();
    await noScript.close();

    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    const problems = watchConsole(visitor);
    await visitor.goto(url);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Shared Lisbon' })).toBeVisible();
    await expect(visitor.getByText('A shared trip, read-only.')).toBeVisible();
    await expect(visitor.getByText('Meet here at noon')).toBeVisible();
    await expect(visitor.getByText('My private door code 1234')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: /^Move / })).toHaveCount(0);
    await expect(visitor.getByTestId('autosave-badge')).toBeVisible();
    const ics = await visitor.request.get(`${new URL(url).origin}/api/shared/${url.split('/shared/')[1]}/export.ics`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(await ics.text()).not.toContain('door code');
    await expectNoAxeViolations(visitor);
    expect(problems).toEqual([]);

    await page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(page.getByRole('button', { name: 'Create share link' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await anonymous.close();
  });

  test('downloads the calendar (.ics with time zones) and the route files', async ({ page }) => {
    await signInWithTrip(page, { name: 'Cal Export' });
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Calendar (.ics)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await download.path())!, 'utf8');
    const unfolded = text.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR/);
    expect(unfolded).toContain('BEGIN:VTIMEZONE');
    const events = unfolded
      .split('BEGIN:VEVENT')
      .slice(1)
      .map((e) => e.split('END:VEVENT')[0]!);
    // Every visit and meal is a timed event in the city's own time zone; the nights are all-day events.
    const timed = events.filter((e) => /\nDTSTART;TZID=Europe\/Lisbon:\d{8}T\d{6}\r?\n/.test(e));
    expect(timed.length).toBe(await page.getByTestId('place-item').count());
    for (const e of events) {
      expect(e).toMatch(/\nDTSTART(;TZID=Europe\/Lisbon:\d{8}T\d{6}|;VALUE=DATE:\d{8})\r?\n/);
      expect(e).toMatch(/\nSUMMARY:.+/);
      expect(e).toMatch(/\nUID:.+/);
    }
    const [firstName] = await dayItemNames(page, 1);
    expect(timed[0]).toContain(firstName!.replace(/,/g, '\\,'));
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'GPX route' }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.gpx$/);
    const maps = page.getByRole('link', { name: /Open in maps/ }).first();
    await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    // The Free plan exports the calendar and GPX; KML and GeoJSON lead to the pricing page (the server refuses them with 402).
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: /GeoJSON/ })).toContainText('Needs Explorer plan');
    await page.getByRole('menuitem', { name: /KML \(Google Earth\)/ }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('plan-explorer')).toContainText('KML (Google Earth)');
  });

  test('prints without the app chrome or the controls', async ({ page }) => {
    await signInWithTrip(page, { name: 'Pat Print' });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Move / }).first()).toBeHidden();
    await expect(page.getByTestId('place-item').first()).toBeVisible();
    await expect(page.getByTestId('feasibility-report')).toBeVisible();
  });
});
