import type { ItineraryDetail } from '../api/trips';
import { formatMoney } from '../money/currencies';
import { dateRange, dayLabel } from '../time/date-labels';
import { escapeHtml, firstScreenShell } from './html';

/** What a first screen shows of a trip: the owner's document or a share link's (which has the same fields). */
export type FirstScreenDoc = Pick<ItineraryDetail, 'cities' | 'plan' | 'title' | 'startDate' | 'endDate' | 'travellers'>;

/** The names of the cities the trip's days are in, in the order of the days. */
function cityNames(doc: FirstScreenDoc): string[] {
  const names = new Map(doc.cities.map((c) => [c.id, c.name]));
  return [...new Set(doc.plan.days.map((d) => d.cityId))].filter((id) => names.has(id)).map((id) => names.get(id)!);
}

/** A share link's page title, in the browser (the page's document title) and in its HTML (link previews). */
export const sharedTripTitle = (title: string) => `${title} (shared)`;

/**
 * What a link preview (a chat app, a social post) shows of a share link: they read the HTML's title, description and
 * Open Graph tags, and run no script.
 */
export function sharedTripHead(doc: FirstScreenDoc): { title: string; description: string } {
  const cities = cityNames(doc).join(', ');
  const days = doc.plan.days.length;
  // Only a plan that passes its checks is said to hold (an edited one may not).
  const checked = doc.plan.report.feasible
    ? 'a day-by-day plan with every stop open when you arrive, every transfer long enough and the total inside the budget.'
    : 'a day-by-day plan; its report lists what still needs fixing.';
  const where = cities ? ` in ${cities}` : '';
  return {
    title: `${sharedTripTitle(doc.title)} · Wayfarer`,
    description: `${days} ${days === 1 ? 'day' : 'days'}${where}, ${dateRange(doc.startDate, doc.endDate)}: ${checked}`,
  };
}

/** The share link's banner, as the shared page renders it above the trip. */
const SHARED_BANNER =
  `<div class="border-b border-border bg-primary-soft text-primary-soft-foreground">` +
  `<p class="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 text-sm sm:px-6">` +
  `<span class="size-4" aria-hidden="true"></span>A shared trip, read-only. ` +
  `<a href="/generate" target="_self" class="font-semibold underline underline-offset-2">Plan your own</a></p></div>`;

/**
 * The itinerary page's first screen as static HTML, sent inside #root before any script runs (decision 030): the
 * layout of the app's header and of the trip's header (title, facts, the plan's summary: the page's largest text, so its
 * largest contentful paint) with the classes the React screen uses, and placeholders of the timeline. No controls:
 * React replaces all of it with the interactive screen on its first render. A share link's page (`shared`) has the
 * banner above the trip and no way back to My trips, as the read-only screen has.
 */
export function itineraryFirstScreen(doc: FirstScreenDoc, opts: { shared?: boolean } = {}): string {
  const names = new Map(doc.cities.map((c) => [c.id, c.name]));
  const cities = cityNames(doc);
  const days = doc.plan.days.length;
  const fact = (text: string) =>
    `<li class="flex items-center gap-1.5"><span class="size-4" aria-hidden="true"></span>${escapeHtml(text)}</li>`;
  const first = doc.plan.days[0];
  const day = first
    ? `<h2 class="text-xl font-bold tracking-tight">Day ${first.day} <span class="font-medium text-muted-foreground">· ` +
      `${escapeHtml(dayLabel(first.date))}</span></h2>` +
      `<p class="text-sm text-muted-foreground">${escapeHtml(names.get(first.cityId) ?? first.cityId)}</p>`
    : '';
  const feasible = doc.plan.report.feasible;
  return firstScreenShell(
    (opts.shared ? SHARED_BANNER : '') +
      `<div class="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-10" aria-busy="true">` +
      `<header class="grid gap-3">` +
      // target=_self: start-after-paint.js lets such a link go natively; a held one would be replayed on an element React removed.
      (opts.shared
        ? ''
        : `<a href="/dashboard" target="_self" ` +
          `class="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground">` +
          `<span class="size-4" aria-hidden="true"></span> My trips</a>`) +
      `<div class="flex flex-wrap items-center gap-2">` +
      `<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">${escapeHtml(doc.title)}</h1>` +
      `<span class="size-11" aria-hidden="true"></span></div>` +
      `<ul class="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground" aria-label="Trip facts">` +
      fact(`${dateRange(doc.startDate, doc.endDate)} · ${days} ${days === 1 ? 'day' : 'days'}`) +
      fact(cities.join(', ')) +
      fact(`${doc.travellers} ${doc.travellers === 1 ? 'traveller' : 'travellers'}`) +
      `</ul><div class="min-h-11" aria-hidden="true"></div>` +
      (doc.plan.summary ? `<p class="max-w-3xl text-sm text-muted-foreground">${escapeHtml(doc.plan.summary)}</p>` : '') +
      `</header>` +
      `<p class="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium lg:hidden"><span>Total ` +
      `${escapeHtml(formatMoney(doc.plan.totals.total, doc.plan.currency))}</span>` +
      `<span class="${feasible ? 'text-success' : 'text-destructive'}">` +
      `${feasible ? 'Feasible' : 'Has problems: see the report'}</span></p>` +
      `<div class="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_23rem]"><div class="grid content-start gap-3">` +
      `<div class="flex flex-wrap items-end justify-between gap-3 border-b border-border pb-3"><div>${day}</div></div>` +
      `<div class="h-28 rounded-md bg-muted" aria-hidden="true"></div>`.repeat(3) +
      `</div><div class="h-72 rounded-md bg-muted" aria-hidden="true"></div></div>` +
      `</div>`,
  );
}
