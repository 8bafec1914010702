import { describe, expect, it } from 'vitest';
import type { ItinerarySummary } from '../api/trips';
import { COVER_BOX, projectCover } from '../my-trips/cover-projection';
import { MY_TRIPS_INTRO } from '../my-trips/format';
import { myTripsFirstScreen } from './my-trips';

const trip = (over: Partial<ItinerarySummary> = {}): ItinerarySummary => ({
  id: 'itn_1',
  title: 'Lisbon & Porto',
  status: 'upcoming',
  archived: false,
  startDate: '2027-04-12',
  endDate: '2027-04-14',
  days: 3,
  cities: [
    { id: 'lisbon', name: 'Lisbon', country: 'PT', timeZone: 'Europe/Lisbon' },
    { id: 'porto', name: 'Porto', country: 'PT', timeZone: 'Europe/Lisbon' },
  ],
  travellers: 2,
  currency: 'EUR',
  total: 123_450,
  budget: 150_000,
  feasible: true,
  shared: false,
  cover: {
    bbox: [-9.2, 38.7, -8.6, 41.2],
    route: [
      [-9.14, 38.72],
      [-8.61, 41.15],
    ],
    points: [[-9.15, 38.7]],
  },
  version: 1,
  etag: '"1"',
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  ...over,
});

const page = (items: ItinerarySummary[]) => ({ items, nextCursor: null, total: items.length });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("My Trips' first screen (decision 046)", () => {
  it('draws each card as the page does: the title linking to the trip, its status, dates, cities, travellers and cost', () => {
    const html = myTripsFirstScreen(page([trip()]), { archived: false });
    expect(html).toContain('<a href="/itinerary/itn_1" target="_self"');
    expect(html).toContain('aria-label="Your trips"');
    const words = text(html);
    expect(words).toContain(`My trips ${MY_TRIPS_INTRO} Plan a new trip`);
    expect(words).toContain('Lisbon &amp; Porto Upcoming');
    expect(words).toContain('Dates 12–14 Apr 2027 · 3 days');
    expect(words).toContain('Cities Lisbon and Porto');
    expect(words).toContain('Travellers 2 travellers');
    expect(words).toMatch(/Cost €1,234.50 of €1,500.00 budget/);
    expect(html).not.toMatch(/Archived|Shared|Needs attention/);
  });

  it("draws the cover map as the card does, from the same projection, its grid's id the card's own", () => {
    const html = myTripsFirstScreen(page([trip(), trip({ id: 'itn_2' })]), { archived: false });
    const { route, points } = projectCover(trip().cover, COVER_BOX.width, COVER_BOX.height, COVER_BOX.padding);
    expect(html).toContain(`<polyline points="${route.map((p) => p.join(',')).join(' ')}"`);
    for (const [x, y] of route) expect(html).toContain(`<circle cx="${x}" cy="${y}" r="6"`);
    for (const [x, y] of points) expect(html).toContain(`<circle cx="${x}" cy="${y}" r="3"`);
    expect(html).toContain('fill="url(#first-cover-0)"');
    expect(html).toContain('<pattern id="first-cover-1"');
  });

  it('shows the badges a card has, and escapes whatever a title holds', () => {
    const html = myTripsFirstScreen(
      page([trip({ title: '<img src=x onerror=alert(1)>', archived: true, shared: true, feasible: false, status: 'past' })]),
      { archived: true },
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(text(html)).toContain('Past Archived Shared Needs attention');
    expect(html).toContain('aria-label="Archived trips"');
  });

  it('keeps a box, not a list, where an empty view will say why', () => {
    const html = myTripsFirstScreen(page([]), { archived: false });
    expect(html).not.toContain('<ul');
    expect(html).toContain('border-dashed');
  });
});
