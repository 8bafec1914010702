// The signed-in itinerary page for Lighthouse: signs in through the built-in provider's form in Chromium,
// generates a 5-day trip through the real API and hands back its URL with the session cookie, and the trip's public
// share link (a public page: /shared/:publicId).
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse-run.mjs';

export async function signedInItinerary(origin) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/dashboard`);
    await page.getByLabel('Name', { exact: true }).fill('Bench Traveller');
    await page.getByLabel('E-mail', { exact: true }).fill(`bench.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const start = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
    const res = await page.request.post(`${origin}/api/itineraries/generate`, {
      headers: { Origin: origin },
      data: { request: { destinations: [{ kind: 'city', cityId: 'lisbon', days: 5 }], startDate: start, days: 5 }, title: 'Bench trip' },
    });
    if (res.status() !== 201) throw new Error(`generate answered ${res.status()}: ${await res.text()}`);
    const { id } = (await res.json()).data;
    const share = await page.request.post(`${origin}/api/itineraries/${id}/share`, { headers: { Origin: origin } });
    if (!share.ok()) throw new Error(`share answered ${share.status()}: ${await share.text()}`);
    const cookies = await page.context().cookies(origin);
    return {
      url: `${origin}/itinerary/${id}`,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      sharedUrl: (await share.json()).data.url.replace(/^https?:\/\/[^/]+/, origin),
    };
  } finally {
    await browser.close();
  }
}
