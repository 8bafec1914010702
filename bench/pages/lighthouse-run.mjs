// Lighthouse 12 through its Node API, mobile preset (the default config), one Chrome for all URLs.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/**
 * Chromium 156 opens the omnibox popup's two WebUI pages (chrome://omnibox-popup.top-chrome/) in renderers of their
 * own at start, headless too: about 80 style sheets and two pages' scripts, on a two-core machine, in the second the
 * measured page loads. They are Chrome's own address bar, which a headless page never shows, so they are turned off
 * (`BENCH_PAGES_OMNIBOX=1` keeps them, to compare). Measured on the itinerary page, interleaved: performance 91 and 95
 * without them, 85 and 88 with.
 */
const QUIET_FEATURES = process.env.BENCH_PAGES_OMNIBOX ? [] : ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Chrome takes the last `--disable-features`, so ours is chrome-launcher's own list with these features added. */
const LAUNCH_FLAGS = [
  ...chromeLauncher.Launcher.defaultFlags().map((f) =>
    f.startsWith('--disable-features=') && QUIET_FEATURES.length ? `${f},${QUIET_FEATURES.join(',')}` : f,
  ),
  ...CHROME_FLAGS,
];
const launch = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: LAUNCH_FLAGS,
    ignoreDefaultFlags: true,
  });

/**
 * A signed-in page runs in a Chrome of its own (a fresh profile, so its cache is as cold as the public pages'), with
 * the session's cookies in the browser's jar and Lighthouse told not to clear them. A `Cookie` header alone
 * (extraHeaders) is not enough: the app reads its readable signed-in hint from document.cookie, and without it
 * sends the visitor to the sign-in page, which Lighthouse then measured instead.
 */
export async function signedInChrome(url, cookie) {
  const chrome = await launch();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const cookies = cookie.split(/;\s*/).map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: new URL(url).origin };
    });
    await page.setCookie(...cookies);
    await page.close();
  } finally {
    await browser.disconnect();
  }
  return chrome;
}

/**
 * `urls`: strings, or `{ url, cookie }` for a signed-in page (its cookies are set in the browser before the run).
 * `runs` > 1 measures each page that many times and keeps the run with the median performance score (Lighthouse's
 * own advice for a noisy machine); `perfRuns` lists every run's score.
 */
export async function runLighthouse(urls, { runs = 1 } = {}) {
  const chrome = await launch();
  const results = [];
  try {
    for (const target of urls) {
      const measured = [];
      for (let run = 0; run < runs; run++) measured.push(await measure(chrome, target));
      const sorted = [...measured].sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({ ...sorted[Math.floor(sorted.length / 2)], perfRuns: measured.map((m) => m.scores.performance) });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function measure(chrome, target) {
  const { url, cookie } = typeof target === 'string' ? { url: target, cookie: null } : target;
  // Lighthouse sometimes aborts a run (runtimeError NO_NAVSTART / NO_FCP, about 1 in 8 here): that run has no
  // scores at all, not a low one, so it is run again (at most twice more) and the retry is said.
  let runner;
  for (let attempt = 1; ; attempt++) {
    const own = cookie ? await signedInChrome(url, cookie) : null;
    const flags = { port: (own ?? chrome).port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    runner = await lighthouse(url, own ? { ...flags, disableStorageReset: true } : flags).finally(() => own?.kill());
    const aborted = runner.lhr.runtimeError?.code;
    if (!aborted || attempt === 3) break;
    console.log(`  (${new URL(url).pathname}: Lighthouse aborted the run with ${aborted}; running it again)`);
  }
  if (new URL(runner.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended at ${runner.lhr.finalDisplayedUrl}: not the page meant to be measured`);
  // BENCH_PAGES_REPORTS=<dir> keeps each page's full report (network waterfall, main-thread tasks) to study.
  const dir = process.env.BENCH_PAGES_REPORTS;
  if (dir) writeFileSync(path.join(dir, `${new URL(url).pathname.split('/')[1] || 'home'}-${Date.now()}.json`), runner.report);
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
    .filter((a) => Object.values(categories).some((c) => c.id !== 'performance' && c.auditRefs.some((r) => r.id === a.id && r.weight > 0)))
    .map((a) => a.id);
  return {
    url,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    longestTaskMs: Math.max(0, ...(audits['long-tasks']?.details?.items ?? []).map((t) => t.duration ?? 0)),
    // Where the longest task ran (a script's file name, or the page itself): what to split first.
    longestTaskIn: [...(audits['long-tasks']?.details?.items ?? [])]
      .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0]
      ?.url?.split('/')
      .pop(),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  };
}
