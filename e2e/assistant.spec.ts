import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { createTrip, dayItemNames, expectBadge, futureMonday, uniqueEmail } from './fixtures/itinerary';
import { completeLocalSignIn } from './fixtures/login';

/** Like fixtures' signInWithTrip, with room for a loaded machine (the itinerary chunk now carries the panel). */
async function signInWithTrip(page: Page, person: { name: string }) {
  await page.goto('/dashboard');
  await completeLocalSignIn(page, { name: person.name, email: uniqueEmail(person.name.split(' ')[0]!.toLowerCase()) });
  const trip = await createTrip(page.request, new URL(page.url()).origin);
  await page.goto(`/itinerary/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible({ timeout: 30_000 });
  // The title comes with the page's HTML (decision 030): wait for the app's timeline before reading its items.
  await expect(page.getByTestId('place-item').first()).toBeVisible({ timeout: 30_000 });
  return trip;
}

// Each test signs in, plans a trip with the real engine and talks to the built-in brain in a real browser.
test.describe.configure({ timeout: 120_000 });

async function ask(page: Page, scope: Page | ReturnType<Page['locator']>, text: string) {
  const box = scope.getByLabel('Message', { exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(scope.getByTestId('proposal').last()).toBeVisible({ timeout: 30_000 });
}

/** Holds each PATCH a little so "Saving..." is on screen long enough to see (the request itself is real). */
async function slowSaves(page: Page) {
  await page.route('**/api/itineraries/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
}

async function itemNames(page: Page, id: string, day: number): Promise<string[]> {
  const res = await page.request.get(`/api/itineraries/${id}`);
  const doc = (await res.json()).data as { plan: { days: Array<{ items: Array<{ kind: string; name: string }> }> } };
  return doc.plan.days[day - 1]!.items.filter((i) => i.kind !== 'transfer').map((i) => i.name);
}

test('ask on /travel-assistant → proposal → Apply (saved through the editor) → Undo', async ({ page }) => {
  const trip = await signInWithTrip(page, { name: 'Ada Assistant' });
  const names = await dayItemNames(page, 1);
  const victim = names[1] ?? names[0]!;
  await page.goto('/travel-assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'AI travel assistant' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Suggested prompts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('About').selectOption(trip.id);
  await ask(page, page, `remove ${victim}`);
  const proposal = page.getByTestId('proposal').last();
  await expect(proposal).toContainText(`Removed ${victim}`);
  await expect(proposal).toContainText('Feasibility:');
  await expectNoAxeViolations(page);
  await expect(proposal.getByRole('button', { name: 'Apply' })).toBeEnabled({ timeout: 20_000 });
  await slowSaves(page);
  await proposal.getByRole('button', { name: 'Apply' }).click();
  await expectBadge(page, 'Saving...');
  await expectBadge(page, 'Saved', 20_000);
  await expect.poll(() => itemNames(page, trip.id, 1)).not.toContain(victim);
  await proposal.getByRole('button', { name: 'Undo' }).click();
  await expect(proposal).toContainText('Undone');
  await expect.poll(() => itemNames(page, trip.id, 1), { timeout: 20_000 }).toContain(victim);
  // History survives a reload.
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: `remove ${victim}`, exact: true }),
  ).toBeVisible();
});

test('the side panel on the itinerary proposes, applies to the timeline and undoes', async ({ page }) => {
  await signInWithTrip(page, { name: 'Pat Panel' });
  const names = await dayItemNames(page, 1);
  const victim = names[0]!;
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  const panel = page.getByRole('complementary', { name: 'Travel assistant' });
  await expect(panel.getByLabel('Message', { exact: true })).toBeFocused();
  await ask(page, panel, `remove ${victim}`);
  await expectNoAxeViolations(page, { include: '#assistant-panel' });
  await slowSaves(page);
  await panel.getByTestId('proposal').last().getByRole('button', { name: 'Apply' }).click();
  await expectBadge(page, 'Saving...');
  await expect.poll(() => dayItemNames(page, 1)).not.toContain(victim);
  await expectBadge(page, 'Saved', 20_000);
  await panel.getByTestId('proposal').last().getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => dayItemNames(page, 1), { timeout: 20_000 }).toContain(victim);
  await expectBadge(page, 'Saved', 20_000);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Ask the assistant' })).toBeFocused();
  // Reopening the panel brings back THIS trip's conversation, even after a newer conversation elsewhere.
  await page.request.post('/api/assistant/conversations', { headers: { Origin: new URL(page.url()).origin }, data: { itineraryId: null } });
  await page.getByRole('button', { name: 'Ask the assistant' }).click();
  await expect(panel.getByTestId('proposal').last()).toContainText(`Removed ${victim}`);
});

test.describe('with a language model (local OpenAI-compatible stand-in)', () => {
  // e2e/fixtures/server.mjs runs a second instance on E2E_MODEL_PORT (E2E_PORT + 100) configured with the stand-in (fixtures/model-app.ts).
  const base = `http://127.0.0.1:${process.env.E2E_MODEL_PORT ?? Number(process.env.E2E_PORT ?? 5055) + 100}`;
  test.beforeAll(async () => {
    const http = await playwrightRequest.newContext();
    await expect
      .poll(
        () =>
          http.get(`${base}/api/health`).then(
            (r) => r.status(),
            () => 0,
          ),
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(200);
    await http.dispose();
  });

  test('the model proposes through tool calling; Apply saves through the editor; Undo restores', async ({ page }) => {
    await page.goto(`${base}/dashboard`);
    await completeLocalSignIn(page, { name: 'Mo Model', email: uniqueEmail('mo') });
    const res = await page.request.post(`${base}/api/itineraries/generate`, {
      headers: { Origin: base },
      data: { request: { destinations: [{ kind: 'city', cityId: 'lisbon', days: 2 }], startDate: futureMonday(), days: 2 } },
    });
    expect(res.status()).toBe(201);
    const trip = ((await res.json()) as { data: { id: string } }).data;
    await page.goto(`${base}/itinerary/${trip.id}`);
    await expect.poll(async () => (await dayItemNames(page, 1)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const names = await dayItemNames(page, 1);
    const victim = names[1] ?? names[0]!;
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'Travel assistant' });
    await ask(page, panel, `remove ${victim}`);
    const proposal = panel.getByTestId('proposal').last();
    await expect(proposal).toContainText(`Removed ${victim}`);
    await expect(panel).toContainText('I prepared the change. Review and apply it.');
    await proposal.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dayItemNames(page, 1)).not.toContain(victim);
    await expectBadge(page, 'Saved', 20_000);
    await proposal.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => dayItemNames(page, 1), { timeout: 20_000 }).toContain(victim);
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Nothing wider than the screen: the page never scrolls sideways. */
  const noSidewaysScroll = (page: Page) =>
    expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  /** Send can be reached: in view, not covered by anything (a trial click checks what would receive it), and by Tab. */
  async function expectSendReachable(page: Page, scope: Page | ReturnType<Page['locator']>, text: string) {
    const box = scope.getByLabel('Message', { exact: true });
    await box.fill(text);
    const send = scope.getByRole('button', { name: 'Send', exact: true });
    await send.scrollIntoViewIfNeeded();
    await expect(send).toBeInViewport();
    await send.click({ trial: true, timeout: 5_000 });
    await box.focus();
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
  }

  test('/travel-assistant fits the screen; the trip picker, Message and Send are reachable; axe finds nothing', async ({ page }) => {
    const trip = await signInWithTrip(page, { name: 'Phil Phone' });
    await page.goto('/travel-assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'AI travel assistant' })).toBeVisible();
    await page.getByLabel('About').selectOption(trip.id);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await expectSendReachable(page, page, 'is my trip feasible?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(/passes every check|does not pass/).last()).toBeVisible({ timeout: 30_000 });
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test('the itinerary side panel fits the screen, Send is not under the toggle, focus goes in and comes back', async ({ page }) => {
    await signInWithTrip(page, { name: 'Pia Phone' });
    const names = await dayItemNames(page, 1);
    const toggle = page.getByRole('button', { name: 'Ask the assistant' });
    await toggle.click();
    const panel = page.getByRole('complementary', { name: 'Travel assistant' });
    await expect(panel.getByLabel('Message', { exact: true })).toBeFocused();
    await noSidewaysScroll(page);
    await expectSendReachable(page, panel, `remove ${names[0]!}`);
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(panel.getByTestId('proposal').last()).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByTestId('proposal').last().getByRole('button', { name: 'Apply' })).toBeInViewport({ timeout: 20_000 });
    await panel.getByTestId('proposal').last().getByRole('button', { name: 'Apply' }).click({ trial: true });
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, { include: '#assistant-panel' });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ask the assistant' })).toBeFocused();
  });
});
