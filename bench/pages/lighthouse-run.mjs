// Lighthouse 12 through its Node API, mobile preset (the default config), one Chrome for all URLs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** `urls`: strings, or `{ url, cookie }` for a signed-in page (the cookie goes with every request of the run). */
export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const target of urls) {
      const { url, cookie } = typeof target === 'string' ? { url: target, cookie: null } : target;
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
      const runner = await lighthouse(url, cookie ? { ...flags, extraHeaders: { Cookie: cookie } } : flags);
      const { categories, audits } = runner.lhr;
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .filter((a) =>
          Object.values(categories).some((c) => c.id !== 'performance' && c.auditRefs.some((r) => r.id === a.id && r.weight > 0)),
        )
        .map((a) => a.id);
      results.push({
        url,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        longestTaskMs: Math.max(0, ...(audits['long-tasks']?.details?.items ?? []).map((t) => t.duration ?? 0)),
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
