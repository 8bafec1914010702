type Position = readonly number[];

/** A line of [lon, lat] that continues past ±180° where it steps across the antimeridian, and the net shift. */
function unwrap(line: readonly Position[]): { points: number[][]; shift: number } {
  let shift = 0;
  let last: number | null = null;
  const points = line.map(([lon, lat]) => {
    let l = lon! + shift;
    if (last !== null && Math.abs(l - last) > 180) {
      shift += l > last ? -360 : 360;
      l = lon! + shift;
    }
    last = l;
    return [l, lat!];
  });
  return { points, shift };
}

/** A border line that crosses the antimeridian, continued past ±180° (maps draw beyond the world's edge). */
export const unwrapLine = (line: readonly Position[]): number[][] => unwrap(line).points;

/**
 * Natural Earth cuts Russia (Chukotka) and Fiji at the antimeridian, so a ring can step from +180° to -180° in one
 * edge, which a map draws as a stripe across the whole world: such a ring is continued past ±180° instead. A ring
 * that goes all the way round (Antarctica) comes back as it is: its ±180° edge is real.
 */
export function unwrapRing(ring: readonly Position[]): number[][] {
  const { points, shift } = unwrap(ring);
  return shift === 0 ? points : ring.map(([lon, lat]) => [lon!, lat!]);
}
