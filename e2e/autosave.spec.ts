import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsole } from './fixtures/console';
import { completeLocalSignIn } from './fixtures/login';
import { dayItemNames, expectBadge, signInWithTrip, uniqueEmail } from './fixtures/itinerary';

const badge = (page: Page) => page.getByTestId('autosave-badge');

async function tooltipOf(page: Page) {
  await badge(page).hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  return tip;
}

async function rename(page: Page, title: string) {
  await page.getByRole('button', { name: 'Rename trip' }).click();
  await page.getByLabel('Trip name').fill(title);
  await page.getByRole('button', { name: 'Save name' }).click();
}

// Each test signs in, plans a trip with the real engine and edits it in a real browser: give it room on CI.
test.describe.configure({ timeout: 60_000 });

test.describe('auto-save badge', () => {
  test('shows only on itinerary, shared, /dashboard and /generate pages', async ({ page }) => {
    const problems = watchConsole(page);
    for (const path of ['/', '/pricing', '/about']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
    }
    await page.goto('/shared/not-a-real-link-000000');
    await expect(badge(page)).toHaveText('Auto-save');
    await page.goto('/dashboard');
    await completeLocalSignIn(page, { name: 'Bea Badge', email: uniqueEmail('bea') });
    await expect(badge(page)).toHaveText('Auto-save');
    expect((await tooltipOf(page)).getByText('No unsaved changes')).toBeTruthy();
    await expectNoAxeViolations(page, { include: '[data-testid="autosave-badge"]' });
    await page.goto('/generate');
    await expect(badge(page)).toHaveText('Auto-save');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
    expect(problems.filter((p) => !p.includes('/api/shared/'))).toEqual([]);
  });

  test('goes Saving... with the pending count, then Saved with its tooltip', async ({ page }) => {
    await signInWithTrip(page, { name: 'Sol Saver' });
    await expect(badge(page)).toHaveText('Auto-save');
    // Slow the network a little so "Saving..." is on screen long enough to see (the request itself is real).
    await page.route('**/api/itineraries/*', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await rename(page, 'Saved by auto-save');
    await expect(badge(page)).toContainText('Saving...');
    await expect(badge(page)).toContainText('1 pending');
    await expect(badge(page)).toHaveAttribute('data-status', /saving|syncing/);
    await expectBadge(page, 'Saved');
    const tip = await tooltipOf(page);
    await expect(tip).toContainText('All changes saved successfully');
    await expect(tip).toContainText(/Last saved \d+ seconds? ago/);
    await page.unroute('**/api/itineraries/*');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved by auto-save' })).toBeVisible();
  });

  test('a failed save shows Failed; clicking the badge retries', async ({ page }) => {
    await signInWithTrip(page, { name: 'Fay Fail' });
    await page.route('**/api/itineraries/*', (route) =>
      route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.continue(),
    );
    await rename(page, 'Retried title');
    await expectBadge(page, 'Failed');
    const tip = await tooltipOf(page);
    await expect(tip).toContainText('Auto-save failed');
    await expect(tip).toContainText('Click to retry or check connection');
    await page.unroute('**/api/itineraries/*');
    await badge(page).click();
    await expectBadge(page, 'Saved');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Retried title' })).toBeVisible();
  });
});

test.describe('conflicts (412) and offline edits', () => {
  test('a change from a second browser: Conflict, review both, keep mine keeps both edits', async ({ page, browser }) => {
    const trip = await signInWithTrip(page, { name: 'Cora Conflict' });
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const second = await other.newPage();
    await second.goto(`/itinerary/${trip.id}`);
    await rename(second, 'Renamed in the other window');
    await expectBadge(second, 'Saved');

    // This window still has the old version: its next save meets a 412 with the server's version.
    await page.getByRole('button', { name: 'Day note for day 1' }).click();
    await page.getByRole('textbox', { name: 'Note for day 1' }).fill('Written here');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expectBadge(page, 'Conflict');
    const dialog = page.getByRole('dialog', { name: 'This trip was changed somewhere else' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Wrote the note of day 1');
    // Closing the dialog keeps the conflict (nothing is decided); the badge explains it and opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Please resolve conflicts to continue.')).toBeVisible();
    const tip = await tooltipOf(page);
    await expect(tip).toContainText('Conflicting changes detected');
    await expect(tip).toContainText('Please resolve conflicts to continue');
    await badge(page).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Review both' }).click();
    await expect(dialog.getByTestId('diff-mine')).toContainText('Written here');
    await expect(dialog.getByTestId('diff-theirs')).toContainText('Renamed in the other window');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectBadge(page, 'Saved');
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed in the other window' })).toBeVisible();
    await second.reload();
    await expect(second.getByTestId('day-note')).toContainText('Written here');
    await other.close();
  });

  test('take theirs drops my unsaved edit, and says so before', async ({ page, browser }) => {
    const trip = await signInWithTrip(page, { name: 'Theo Theirs' });
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const second = await other.newPage();
    await second.goto(`/itinerary/${trip.id}`);
    await rename(second, 'Their title');
    await expectBadge(second, 'Saved');
    await rename(page, 'My title');
    const dialog = page.getByRole('dialog', { name: 'This trip was changed somewhere else' });
    await expect(dialog).toContainText('Renamed the trip to “My title”');
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Their title' })).toBeVisible();
    await expect(badge(page)).not.toHaveText('Conflict');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Their title' })).toBeVisible();
    await other.close();
  });

  test('offline: edits queue in IndexedDB, the badge says Offline, and they replay in order on reconnect', async ({ page, context }) => {
    await signInWithTrip(page, { name: 'Olly Offline' });
    const before = await dayItemNames(page, 1);
    await context.setOffline(true);
    await expectBadge(page, 'Offline');
    await rename(page, 'Planned on a plane');
    await page.getByRole('button', { name: `Move ${before[1]}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Move up' }).click();
    await expect.poll(() => dayItemNames(page, 1)).toEqual([before[1], before[0], ...before.slice(2)]);
    await expectBadge(page, 'Offline');
    const tip = await tooltipOf(page);
    await expect(tip).toContainText('You are offline');
    await expect(tip).toContainText('Changes will save when connection is restored');
    const queued = await page.evaluate(
      () =>
        new Promise<string[]>((resolve, reject) => {
          const open = indexedDB.open('wayfarer-autosave');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const req = open.result.transaction('edits').objectStore('edits').getAll();
            req.onsuccess = () => resolve((req.result as Array<{ ops: Array<{ op: string }> }>).flatMap((e) => e.ops.map((o) => o.op)));
          };
        }),
    );
    expect(queued).toEqual(['rename', 'moveItem']);
    await context.setOffline(false);
    await expectBadge(page, 'Saved');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Planned on a plane' })).toBeVisible();
    // The title comes with the page's HTML (decision 030); the timeline once the app has drawn it.
    await expect.poll(() => dayItemNames(page, 1)).toEqual([before[1], before[0], ...before.slice(2)]);
  });
});
