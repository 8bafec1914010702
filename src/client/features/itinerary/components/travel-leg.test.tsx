// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TransferItem } from '../../../../core/planner/types';
import { buildItineraryDetail } from '../testing/build-detail';
import { ItineraryContext } from './itinerary-context';
import { TravelLeg } from './travel-leg';

afterEach(cleanup);

const doc = buildItineraryDetail();
const lodgingId = doc.plan.days.find((d) => d.lodging)?.lodging?.lodgingId as string;
const leg = (over: Partial<TransferItem>): TransferItem => ({
  kind: 'transfer',
  scope: 'local',
  id: 'd1-local-x',
  cityId: 'alpha',
  fromCityId: 'alpha',
  toCityId: 'alpha',
  mode: 'transit',
  startMinute: 330,
  endMinute: 540,
  timeZone: 'Europe/Paris',
  endTimeZone: 'Europe/Paris',
  durationMinutes: 210,
  distanceKm: null,
  cost: 0,
  reason: 'test',
  ...over,
});
const show = (item: TransferItem) =>
  render(
    <ItineraryContext.Provider value={{ doc, editor: null, cityName: (id) => id }}>
      <ul>
        <TravelLeg item={item} violations={[]} />
      </ul>
    </ItineraryContext.Provider>,
  );

it('shows a day trip’s ride out from the lodging with when it runs', () => {
  show(leg({ fromPlaceId: lodgingId, toPlaceId: 'far-away' }));
  expect(screen.getByTestId('travel-leg').textContent).toMatch(/^From your lodging: .+ 3 h 30.* · 05:30–09:00/);
});

it('keeps a short walk between two stops as it was: no times, no lodging', () => {
  show(leg({ mode: 'walk', fromPlaceId: 'a', toPlaceId: 'b', startMinute: 600, endMinute: 612, durationMinutes: 12 }));
  const text = screen.getByTestId('travel-leg').textContent ?? '';
  expect(text).not.toMatch(/lodging|10:00/);
});

it('names an organised tour’s ride out as its own minibus, not public transport', () => {
  show(leg({ mode: 'bus', operator: 'tour', fromPlaceId: lodgingId, toPlaceId: 'far-away', startMinute: 270, endMinute: 480 }));
  const text = screen.getByTestId('travel-leg').textContent ?? '';
  expect(text).toMatch(/^From your lodging: Tour minibus 3 h 30.* · 04:30–08:00/);
  expect(text).not.toMatch(/Public transport/);
});
