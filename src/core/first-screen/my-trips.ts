import type { Page } from '../api/envelope';
import type { ItinerarySummary } from '../api/trips';
import { COVER_BOX, projectCover } from '../my-trips/cover-projection';
import { formatCities, formatCost, formatDateRange, MY_TRIPS_INTRO, pluralize, STATUS_LABEL } from '../my-trips/format';
import { escapeHtml, firstScreenShell } from './html';

// The badge and button looks of src/client/components/ui (badge.tsx, button.tsx), for the static HTML only: a change
// there should be mirrored here (it changes how the first second looks, not what the page does).
const BADGE = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
const BADGE_LOOK = {
  soft: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  accent: 'border-transparent bg-accent-soft text-accent-soft-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border text-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
} as const;
const STATUS_LOOK: Record<ItinerarySummary['status'], keyof typeof BADGE_LOOK> = { upcoming: 'soft', ongoing: 'accent', past: 'secondary' };
const PRIMARY_LINK =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold ' +
  'bg-primary text-primary-foreground shadow-soft min-h-12 px-7 text-base';
const GLYPH = (size: string) => `<span class="${size} shrink-0" aria-hidden="true"></span>`;

const badge = (look: keyof typeof BADGE_LOOK, text: string, glyph = false) =>
  `<span class="${BADGE} ${BADGE_LOOK[look]}">${glyph ? GLYPH('size-3.5') : ''}${escapeHtml(text)}</span>`;

const detail = (label: string, value: string) =>
  `<div class="flex items-start gap-2">${GLYPH('mt-0.5 size-4')}<dt class="sr-only">${label}</dt>` +
  `<dd class="min-w-0">${escapeHtml(value)}</dd></div>`;

/** The card's cover map as TripCover draws it: the stops and route on a grid, from the summary's own coordinates. */
function cover(trip: ItinerarySummary, index: number): string {
  const { width: w, height: h, padding } = COVER_BOX;
  const { route, points } = projectCover(trip.cover, w, h, padding);
  const grid = `first-cover-${index}`;
  return (
    `<svg viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid meet" aria-hidden="true" focusable="false" ` +
    `class="block h-32 w-full bg-primary-soft"><defs><pattern id="${grid}" width="24" height="24" patternUnits="userSpaceOnUse">` +
    `<path d="M24 0H0V24" fill="none" class="stroke-primary/10" stroke-width="1"></path></pattern></defs>` +
    `<rect x="${-w}" y="${-h}" width="${w * 3}" height="${h * 3}" fill="url(#${grid})"></rect>` +
    points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" class="fill-accent/70"></circle>`).join('') +
    (route.length > 1
      ? `<polyline points="${route.map((p) => p.join(',')).join(' ')}" fill="none" class="stroke-primary" stroke-width="2.5" ` +
        `stroke-dasharray="6 5" stroke-linecap="round" stroke-linejoin="round"></polyline>`
      : '') +
    route.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" class="fill-primary stroke-card" stroke-width="2.5"></circle>`).join('') +
    `</svg>`
  );
}

/** One card as TripCard draws it: the cover map, the title's link, badges and details. */
function card(trip: ItinerarySummary, index: number): string {
  const id = `first-trip-${index}`;
  return (
    `<li><article aria-labelledby="${id}" class="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border ` +
    `bg-card text-card-foreground shadow-soft">${cover(trip, index)}` +
    `<div class="flex flex-1 flex-col gap-3 p-4"><div class="flex items-start justify-between gap-2">` +
    `<h2 id="${id}" class="text-lg leading-snug font-semibold tracking-tight">` +
    // target=_self: start-after-paint.js lets such a link go natively (a held one would be replayed on a removed element).
    `<a href="/itinerary/${encodeURIComponent(trip.id)}" target="_self" class="rounded-sm after:absolute after:inset-0 ` +
    `after:content-['']">${escapeHtml(trip.title)}</a></h2>${GLYPH('-mt-1 -mr-2 size-11')}</div>` +
    `<div class="flex flex-wrap gap-1.5">` +
    badge(STATUS_LOOK[trip.status], STATUS_LABEL[trip.status]) +
    (trip.archived ? badge('outline', 'Archived', true) : '') +
    (trip.shared ? badge('outline', 'Shared', true) : '') +
    (trip.feasible ? '' : badge('destructive', 'Needs attention', true)) +
    `</div><dl class="grid gap-1.5 text-sm text-muted-foreground">` +
    detail('Dates', `${formatDateRange(trip.startDate, trip.endDate)} · ${pluralize(trip.days, 'day')}`) +
    detail('Cities', formatCities(trip.cities)) +
    detail('Travellers', pluralize(trip.travellers, 'traveller')) +
    detail('Cost', formatCost(trip)) +
    `</dl></div></article></li>`
  );
}

/**
 * My Trips' first screen as static HTML, sent inside #root before any script runs (decision 046): the page's header
 * (its intro is the largest text, so the largest contentful paint), the toolbar's box and the first page of cards with
 * the React screen's classes. No controls: the toolbar's and the cards' menus come with React, which replaces all of it
 * on its first render. An empty page shows a box where the React screen says why (no trips yet, no matches).
 */
export function myTripsFirstScreen(page: Page<ItinerarySummary>, opts: { archived: boolean }): string {
  const cards = page.items.map(card).join('');
  return firstScreenShell(
    `<div class="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12" aria-busy="true">` +
      `<header class="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div>` +
      `<h1 class="text-3xl font-bold tracking-tight sm:text-4xl">My trips</h1>` +
      `<p class="mt-2 text-muted-foreground">${escapeHtml(MY_TRIPS_INTRO)}</p></div>` +
      `<a href="/generate" target="_self" class="${PRIMARY_LINK}">${GLYPH('size-[1.1em]')} Plan a new trip</a></header>` +
      `<div class="space-y-6"><div class="h-[13.875rem] rounded-2xl border border-border bg-card shadow-soft sm:h-[10.875rem] ` +
      `lg:h-[6.125rem]" aria-hidden="true"></div>` +
      (cards
        ? `<ul aria-label="${opts.archived ? 'Archived trips' : 'Your trips'}" ` +
          `class="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">${cards}</ul>`
        : `<div class="mx-auto h-80 max-w-xl rounded-3xl border border-dashed border-border bg-card" aria-hidden="true"></div>`) +
      `</div></div>`,
  );
}
