import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { signInWithTrip } from './fixtures/itinerary';

test.describe.configure({ timeout: 120_000 });

test.describe('destination analysis', () => {
  test('compare three destinations, read the cost table, and the choice stays in the URL', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto('/vertex-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Destination analysis' })).toBeVisible();
    await page.getByLabel('Destination 1').selectOption('lisbon');
    await page.getByLabel('Destination 2').selectOption('bangkok');
    await page.getByLabel('Destination 3').selectOption('tokyo');
    await page.getByLabel('Currency').selectOption('USD');
    await expect(page).toHaveURL(/d=lisbon%2Cbangkok%2Ctokyo|d=lisbon,bangkok,tokyo/);
    await expect(page.getByRole('heading', { name: 'Daily cost per person (USD)' })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Daily cost per person (USD)' });
    await expect(table.getByRole('columnheader')).toHaveText(['Travel style', 'Lisbon', 'Bangkok', 'Tokyo']);
    await expect(table.getByRole('row', { name: /mid/ })).toContainText('$');
    await expect(page.getByRole('heading', { name: 'In short' })).toBeVisible();
    // The charts render in the production build (decision 014) and each has its data table beside it.
    await expect(page.getByRole('img', { name: 'Rainy days by month' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rainy days by month' }).locator('rect')).toHaveCount(36);
    await expect(page.getByRole('table', { name: 'Rainy days by month' }).getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('img', { name: 'Temperature by month' }).locator('path')).not.toHaveCount(0);
    await expect(page.getByText(/public holidays in the next 12 months/).first()).toBeVisible();
    await page.reload();
    // The choice comes back from the URL once the page has hydrated and the destination list has loaded, which on
    // a busy machine takes longer than the default wait.
    await expect(page.getByLabel('Destination 3')).toHaveValue('tokyo', { timeout: 20_000 });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('three destinations chosen quickly, one after another, all stay in the URL and the comparison', async ({ page }) => {
    await page.goto('/vertex-analysis?cur=USD');
    await expect(page.getByLabel('Destination 1').locator('option[value="tokyo"]')).toHaveCount(1, { timeout: 30_000 });
    // All three in one task, as a fast hand or a script does: no re-render between the choices.
    await page.evaluate(() => {
      const pick = (label: string, value: string) => {
        const el = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)!;
        const select = document.getElementById(el.htmlFor) as HTMLSelectElement;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      pick('Destination 1', 'lisbon');
      pick('Destination 2', 'bangkok');
      pick('Destination 3', 'tokyo');
    });
    await expect(page).toHaveURL(/d=lisbon%2Cbangkok%2Ctokyo/);
    const table = page.getByRole('table', { name: 'Daily cost per person (USD)' });
    await expect(table.getByRole('columnheader')).toHaveText(['Travel style', 'Lisbon', 'Bangkok', 'Tokyo'], { timeout: 30_000 });
    await expect(page.getByLabel('Destination 3')).toHaveValue('tokyo');
  });

  test("trip analysis of a generated trip: its figures match the itinerary's totals", async ({ page }) => {
    const trip = await signInWithTrip(page, { name: 'Ana Lytics' }, { days: 3, title: 'Three days to analyse' });
    const total = (await page.getByTestId('total').innerText()).trim();
    await page.goto('/vertex-analysis');
    await page.getByLabel('Your trip').selectOption(trip.id);
    await expect(page).toHaveURL(new RegExp(`trip=${trip.id}`));
    const budget = page.getByRole('table', { name: /^Budget by category/ });
    await expect(budget.getByRole('row', { name: /^Total/ })).toContainText(total);
    await expect(page.getByRole('table', { name: /^Where the time goes/ }).getByRole('row')).toHaveCount(1 + 3 + 1);
    await expect(page.getByRole('img', { name: /^Budget by day/ }).locator('rect')).toHaveCount(3);
    await expect(page.getByText(/Source: UK DESNZ\/DEFRA greenhouse gas reporting conversion factors 2024/)).toBeVisible();
    const source = page.getByTestId('co2-source').getByRole('link', { name: /UK DESNZ\/DEFRA/ });
    await expect(source).toHaveAttribute('href', /gov\.uk\/government\/publications\/greenhouse-gas-reporting-conversion-factors-2024/);
    await expect(page.getByRole('heading', { name: /^In short/ }).last()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
