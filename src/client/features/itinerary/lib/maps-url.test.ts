import { describe, expect, it } from 'vitest';
import { buildItineraryDetail } from '../testing/build-detail';
import { dayMapsUrl } from './maps-url';
import { isPlace } from '../../../../core/edits/retime';

describe('dayMapsUrl', () => {
  it('gives Google Maps directions through the day’s places in order', () => {
    const day = buildItineraryDetail().plan.days[1]!;
    const stops = day.items.filter(isPlace).filter((i) => i.coordinates);
    const url = new URL(dayMapsUrl(day)!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    const at = (i: number) => `${stops[i]!.coordinates!.lat},${stops[i]!.coordinates!.lon}`;
    expect(url.searchParams.get('origin')).toBe(at(0));
    expect(url.searchParams.get('destination')).toBe(at(stops.length - 1));
    expect(url.searchParams.get('waypoints')?.split('|')).toEqual(stops.slice(1, -1).map((_, i) => at(i + 1)));
  });

  it('is null for a day without mapped places', () => {
    const day = { ...buildItineraryDetail().plan.days[0]!, items: [] };
    expect(dayMapsUrl(day)).toBeNull();
  });
});
