import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { watchConsole } from './fixtures/console';
import { futureMonday, uniqueEmail } from './fixtures/itinerary';
import { completeLocalSignIn } from './fixtures/login';

async function signInAt(page: Page, name: string, path: string) {
  await page.goto(path);
  await completeLocalSignIn(page, { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()) });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Records every value the generation progressbar takes (it may live for well under a second). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Array<{ value: number; label: string }> = [];
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      if (!bar) return;
      const value = Number(bar.getAttribute('aria-valuenow'));
      const label = document.getElementById(bar.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
      if (seen.at(-1)?.value !== value) seen.push({ value, label });
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test.describe('trip generator', () => {
  // Generation runs the real planner; on a busy machine a flow can take longer than the default 30 s.
  test.setTimeout(60_000);
  test('from the form: combobox, dates, interests, must-see, streamed progress, then the itinerary and My Trips', async ({ page }) => {
    const problems = watchConsole(page);
    await signInAt(page, 'Grace Form', '/generate');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan a trip' })).toBeVisible();
    await expect(page.getByText(/\d+ of \d+ trip generations left this month/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Submitting empty: inline errors, focus on the first invalid field.
    await page.getByRole('button', { name: 'Generate itinerary' }).click();
    const combo = page.getByRole('combobox', { name: 'Destinations' });
    await expect(combo).toBeFocused();
    await expect(combo).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Add at least one destination.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The combobox, from the keyboard: a city without curated data is explained, Lisbon is added.
    await combo.fill('Lisb');
    await expect(page.getByRole('option', { name: /Lisburn/ })).toBeVisible();
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    const lisburnIndex = await page.getByRole('option').evaluateAll((opts) => opts.findIndex((o) => o.textContent?.includes('Lisburn')));
    for (let i = 0; i <= lisburnIndex; i++) await combo.press('ArrowDown');
    await combo.press('Enter');
    await expect(page.getByText(/no curated places in Lisburn yet/)).toBeVisible();
    await combo.fill('Lisbon');
    await expect(page.getByRole('option', { name: /Lisbon.*Portugal.*Curated/ })).toBeVisible();
    await combo.press('ArrowDown');
    await combo.press('Enter');
    await expect(page.getByRole('list', { name: 'Cities in your trip' })).toContainText('Lisbon');

    const start = futureMonday(4);
    await page.getByLabel('First day').fill(start);
    await page.getByLabel('Last day').fill(addDays(start, 2));
    await expect(page.getByText(/3 days, 2 nights/)).toBeVisible();
    await page.getByRole('button', { name: 'Art & museums' }).click();
    await expect(page.getByRole('button', { name: 'Art & museums' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Budget').fill('2000');
    await page.getByLabel('Find a place in Lisbon').fill('Belém');
    await page.getByRole('checkbox', { name: /Belém Tower/ }).check();
    await expect(page.getByRole('list', { name: 'Chosen must-see places' })).toContainText('Belém Tower');
    await page.getByLabel('Title (optional)').fill('Lisbon from the form');
    await expectNoAxeViolations(page);

    // The planner is fast here, so the progress is recorded as it happens rather than looked at afterwards.
    await recordProgress(page);
    await page.getByRole('button', { name: 'Generate itinerary' }).click();
    await page.waitForURL(/\/itinerary\/itn_/, { timeout: 20_000 });
    const seen = await page.evaluate(() => (window as unknown as { __progress: Array<{ value: number; label: string }> }).__progress);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.every((s) => s.label === 'Planning your trip')).toBe(true);
    expect(seen.map((s) => s.value)).toEqual([...seen.map((s) => s.value)].sort((a, b) => a - b));
    expect(seen.at(-1)!.value).toBeGreaterThan(seen[0]!.value);

    await page.getByRole('banner').getByRole('link', { name: 'My Trips' }).click();
    await expect(page.getByRole('link', { name: 'Lisbon from the form' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('from free text: understood fields shown, corrected, generated, listed in My Trips', async ({ page }) => {
    const problems = watchConsole(page);
    await signInAt(page, 'Tess Text', '/generate');
    await page.getByRole('tab', { name: 'Describe it in words' }).click();
    await page.getByLabel('Describe your trip').fill('3 days in Lisbon next month for two under €1,500');
    await page.getByRole('button', { name: 'Understand' }).click();

    const summary = page.getByRole('region', { name: 'Here is what Wayfarer understood' });
    await expect(summary.getByRole('heading', { name: 'Here is what Wayfarer understood' })).toBeFocused();
    const understood = summary.getByRole('list', { name: 'Understood' });
    await expect(understood).toContainText('€1,500.00 for the whole trip');
    await expect(understood).toContainText('2 people');
    await expect(understood).toContainText('Lisbon');
    await expect(summary.getByLabel('Adults')).toHaveValue('2');
    await expect(summary.getByLabel('Budget')).toHaveValue('1500');
    await expect(summary.getByText(/3 days, 2 nights/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The summary is editable: one more traveller before generating.
    await summary.getByRole('button', { name: 'Add one adult' }).click();
    await expect(summary.getByLabel('Adults')).toHaveValue('3');
    await summary.getByRole('button', { name: 'Generate this trip' }).click();
    await page.waitForURL(/\/itinerary\/itn_/, { timeout: 20_000 });

    await page.goto('/dashboard');
    const card = page.getByRole('article').filter({ hasText: 'Lisbon' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('3 travellers');
    await expect(card).toContainText('of €1,500.00 budget');
    expect(problems).toEqual([]);
  });

  test('a description without dates hands every understood field to the form, its order too; the first day sets the last', async ({
    page,
  }) => {
    // Seen in use: "Add the missing details in the form" opened an empty form, losing the cities, budget and party.
    const problems = watchConsole(page);
    await signInAt(page, 'Hana Handoff', '/generate');
    await page.getByRole('tab', { name: 'Describe it in words' }).click();
    await page.getByLabel('Describe your trip').fill('Paris, then Rome in 4 days for three, under €1,800, love food');
    await page.getByRole('button', { name: 'Understand' }).click();
    await page.getByRole('button', { name: 'Add the missing details in the form' }).click();

    await expect(page.getByRole('list', { name: 'Cities in your trip' })).toContainText('Paris');
    await expect(page.getByRole('list', { name: 'Cities in your trip' })).toContainText('Rome');
    // "then" fixed the order; the traveller can change it from the keyboard.
    await expect(page.getByRole('checkbox', { name: 'Visit in this order' })).toBeChecked();
    await page.getByRole('button', { name: 'Move Rome earlier' }).click();
    await expect(page.getByRole('button', { name: 'Move Rome later' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Cities in your trip' }).getByRole('listitem').first()).toContainText('Rome');
    await expect(page.getByLabel('Adults')).toHaveValue('3');
    await expect(page.getByLabel('Budget')).toHaveValue('1800');
    await expect(page.getByRole('button', { name: 'Food & markets' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('You asked for 4 days: choose the first day and the last follows.')).toBeVisible();
    const start = futureMonday(6);
    await page.getByLabel('First day').fill(start);
    await expect(page.getByLabel('Last day')).toHaveValue(addDays(start, 3));
    await expect(page.getByText(/4 days, 3 nights/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('an infeasible vegetarian trip offers coming back to its places, and one click plans it keeping the diet', async ({ page }) => {
    const problems = watchConsole(page);
    await signInAt(page, 'Vera Veggie', '/generate');
    await page.getByRole('tab', { name: 'Describe it in words' }).click();
    await page.getByLabel('Describe your trip').fill(`Abu Dhabi for 4 days from ${futureMonday(6)}, vegetarian, two of us`);
    await page.getByRole('button', { name: 'Understand' }).click();
    await page.getByRole('button', { name: 'Generate this trip' }).click();

    await expect(page.getByRole('heading', { name: 'No plan fits every constraint' })).toBeFocused({ timeout: 20_000 });
    const fix = page.getByRole('button', { name: 'Apply and regenerate: Eat at the same vegetarian places on more than one day' });
    await expect(fix).toBeVisible();
    await expectNoAxeViolations(page);
    await fix.click();
    await page.waitForURL(/\/itinerary\/itn_/, { timeout: 20_000 });
    await expect(page.getByText('a restaurant comes back only on another day, as you allowed')).toBeAttached();
    expect(problems).toEqual([]);
  });

  test('Cancel aborts a running generation and says what happened', async ({ page }) => {
    await signInAt(page, 'Cleo Cancel', '/generate');
    // A generation that has not answered yet, so Cancel is pressed mid-way whatever the machine's speed
    // (that the server saves nothing for an aborted stream is the server's own test).
    await page.route('**/api/itineraries/generate', async (route) => {
      await new Promise((r) => setTimeout(r, 4_000));
      await route.fulfill({ status: 200, contentType: 'application/x-ndjson', body: '' }).catch(() => undefined);
    });
    await page.getByRole('tab', { name: 'Describe it in words' }).click();
    await page.getByLabel('Describe your trip').fill('2 days in Paris next month');
    await page.getByRole('button', { name: 'Understand' }).click();
    await page.getByRole('button', { name: 'Generate this trip' }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('button', { name: 'Cancel generation' }).click();
    await expect(page.getByRole('heading', { name: 'Generation cancelled' })).toBeFocused();
    await expect(page.getByTestId('live-polite')).toHaveText('Generation cancelled. Nothing was saved.');
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await expect(page.getByRole('tab', { name: 'Fill in the form' })).toBeFocused();
  });
});
