import { describe, expect, it } from 'vitest';
import { unwrapLine, unwrapRing } from './antimeridian';

describe('antimeridian', () => {
  it('continues a ring that steps across ±180° instead of crossing the world', () => {
    const fiji = [
      [179.5, -16],
      [180, -16.5],
      [-179.8, -16.6],
      [-179.9, -17],
      [179.6, -17],
      [179.5, -16],
    ];
    expect(unwrapRing(fiji)).toEqual([
      [179.5, -16],
      [180, -16.5],
      [180.2, -16.6],
      [180.1, -17],
      [179.6, -17],
      [179.5, -16],
    ]);
  });

  it('keeps a ring that goes all the way round (Antarctica) and rings that never cross', () => {
    const round = [
      [-180, -80],
      [0, -70],
      [180, -80],
      [180, -90],
      [-180, -90],
      [-180, -80],
    ];
    expect(unwrapRing(round)).toEqual(round);
    const square = [
      [10, 10],
      [20, 10],
      [20, 20],
      [10, 10],
    ];
    expect(unwrapRing(square)).toEqual(square);
  });

  it('continues an open line past -180°', () => {
    expect(
      unwrapLine([
        [-179, 65],
        [179, 66],
      ]),
    ).toEqual([
      [-179, 65],
      [-181, 66],
    ]);
  });
});
