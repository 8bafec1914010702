import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { createTrip, dayItemNames, expectBadge, uniqueEmail } from './fixtures/itinerary';
import { completeLocalSignIn } from './fixtures/login';

/** Like fixtures' signInWithTrip, with room for a loaded machine (the itinerary chunk now carries the panel). */
async function signInWithTrip(page: Page, person: { name: string }) {
  await page.goto('/dashboard');
  await completeLocalSignIn(page, { name: person.name, email: uniqueEmail(person.name.split(' ')[0]!.toLowerCase()) });
  const trip = await createTrip(page.request, new URL(page.url()).origin);
  await page.goto(`/itinerary/${trip.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trip.title })).toBeVisible({ timeout: 30_000 });
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
  await proposal.getByRole('button', { name: 'Apply' }).click();
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
  await panel.getByTestId('proposal').last().getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => dayItemNames(page, 1)).not.toContain(victim);
  await expectBadge(page, 'Saved', 20_000);
  await panel.getByTestId('proposal').last().getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => dayItemNames(page, 1), { timeout: 20_000 }).toContain(victim);
  await expectBadge(page, 'Saved', 20_000);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Ask the assistant' })).toBeFocused();
});
