import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe';
import { uniqueEmail } from './fixtures/itinerary';
import { login } from './fixtures/login';

test.describe.configure({ timeout: 120_000 });

test(
  'pricing → subscribe → sandbox checkout (declined, then 4242) → ' + 'payment center shows Explorer, raised quota, cancel and resume',
  async ({ page }) => {
    await login(page, { name: 'Bill Payer', email: uniqueEmail('bill') });
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-explorer')).toContainText('Trips generated per month: 30');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Choose Explorer' }).click();
    await expect(page).toHaveURL(/\/subscribe\?plan=explorer&billing=monthly$/);
    await expect(page.getByRole('heading', { name: 'Explorer, billed monthly' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/chk_/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout (sandbox)' })).toBeVisible();
    await page.getByLabel('Name on card').fill('Bill Payer');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert')).toContainText('Your card was declined. Nothing was charged');
    await expectNoAxeViolations(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payment-center\?checkout=success$/, { timeout: 20_000 });
    await expect(page.getByTestId('current-plan')).toHaveText('Explorer');
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByTestId('usage-trips')).toContainText('0 of 30');
    await expect(page.getByText('visa ending 4242')).toBeVisible();
    // The sandbox's customer portal: a declined card changes nothing, another test card replaces it.
    await page.getByRole('button', { name: 'Change card' }).click();
    const newCard = page.getByRole('form', { name: 'New card' });
    await newCard.getByLabel('Name on card').fill('Bill Payer');
    await newCard.getByLabel('Card number').fill('4000 0000 0000 0002');
    await newCard.getByLabel('Expiry (MM/YY)').fill('11/38');
    await newCard.getByLabel('CVC').fill('321');
    await newCard.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('alert')).toContainText('Your card on file has not changed');
    await newCard.getByLabel('Card number').fill('5555 5555 5555 4444');
    await newCard.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('mastercard ending 4444')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Receipt WF-/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled, ends at the period end');
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await page.getByRole('link', { name: /^Receipt WF-/ }).click();
    await expect(page.getByTestId('receipt-total')).toHaveText('€8.40');
    await expectNoAxeViolations(page);
  },
);

test('redeeming a code that does not exist says so clearly', async ({ page }) => {
  await login(page, { name: 'Cody Coupon', email: uniqueEmail('cody') }, { returnTo: '/redeem-coupon' });
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a code' })).toBeVisible();
  await page.getByLabel('Code').fill('NOT-A-REAL-CODE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('alert')).toContainText('This code does not exist');
  await expectNoAxeViolations(page);
});

test('a redeemed code shows its effect: extra trips in the payment center', async ({ page }) => {
  await login(page, { name: 'Gift Getter', email: uniqueEmail('gift') }, { returnTo: '/redeem-coupon' });
  // E2E-TRIPS5 is created by e2e/fixtures/server.mjs with `npm run coupon:create`.
  await page.getByLabel('Code').fill('e2e-trips5');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('coupon-effect')).toHaveText('5 extra trip generations added for this month.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See it in the payment center' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('Free');
  await expect(page.getByTestId('usage-trips')).toContainText('0 of 15');
});
