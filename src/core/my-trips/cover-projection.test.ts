import { describe, expect, it } from 'vitest';
import { projectCover } from './cover-projection';

describe('projectCover', () => {
  it('keeps every point inside the padded box, north up', () => {
    const cover = {
      bbox: [-9.3, 38.6, -9.1, 38.8] as [number, number, number, number],
      route: [[-9.14, 38.72]] as Array<[number, number]>,
      points: [
        [-9.3, 38.6],
        [-9.1, 38.8],
      ] as Array<[number, number]>,
    };
    const { route, points } = projectCover(cover, 400, 140, 18);
    for (const [x, y] of [...route, ...points]) {
      expect(x).toBeGreaterThanOrEqual(18);
      expect(x).toBeLessThanOrEqual(382);
      expect(y).toBeGreaterThanOrEqual(18);
      expect(y).toBeLessThanOrEqual(122);
    }
    // south-west point is lower-left of the north-east one
    expect(points[0]![0]).toBeLessThan(points[1]![0]);
    expect(points[0]![1]).toBeGreaterThan(points[1]![1]);
  });

  it('centres a single stop instead of dividing by zero', () => {
    const { route } = projectCover({ bbox: [2.35, 48.85, 2.35, 48.85], route: [[2.35, 48.85]], points: [] }, 400, 140);
    expect(route).toEqual([[200, 70]]);
  });

  it('draws nothing for a trip without coordinates', () => {
    expect(projectCover({ bbox: null, route: [], points: [] }, 400, 140)).toEqual({ route: [], points: [] });
  });
});
