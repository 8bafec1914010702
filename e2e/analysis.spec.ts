import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';

test.describe.configure({ timeout: 120_000 });

test.describe('destination analysis', () => {
  test('compare three destinations, read the cost table, and the choice stays in the URL', async ({ page }) => {
    await page.goto('/vertex-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Destination analysis' })).toBeVisible();
    await page.getByLabel('Destination 1').selectOption('lisbon');
    await page.getByLabel('Destination 2').selectOption('bangkok');
    await page.getByLabel('Destination 3').selectOption('tokyo');
    await page.getByLabel('Currency').selectOption('USD');
    await expect(page).toHaveURL(/d=lisbon%2Cbangkok%2Ctokyo|d=lisbon,bangkok,tokyo/);
    await expect(page.getByRole('heading', { name: 'Daily cost per person (USD)' })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Daily cost per person in USD' });
    await expect(table.getByRole('columnheader')).toHaveText(['Travel style', 'Lisbon', 'Bangkok', 'Tokyo']);
    await expect(table.getByRole('row', { name: /mid/ })).toContainText('$');
    await expect(page.getByRole('heading', { name: 'In short' })).toBeVisible();
    await expect(page.getByText(/public holidays in the next 12 months/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Destination 3')).toHaveValue('tokyo');
    await expectNoAxeViolations(page);
  });
});
