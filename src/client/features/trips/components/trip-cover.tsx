import { useId } from 'react';
import type { Cover } from '../../../../core/api/trips';
import { COVER_BOX, projectCover } from '../../../../core/my-trips/cover-projection';

const { width: W, height: H } = COVER_BOX;

/**
 * The card's cover map: the trip's stops and route drawn as inline SVG from the summary's own coordinates.
 * No map library and no tiles, so a page of twelve cards costs nothing to draw. Decorative: the card's text
 * already names the cities.
 */
export function TripCover({ cover }: { cover: Cover }) {
  const patternId = useId();
  const { route, points } = projectCover(cover, W, H, COVER_BOX.padding);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      className="block h-32 w-full bg-primary-soft"
    >
      <defs>
        <pattern id={patternId} width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M24 0H0V24" fill="none" className="stroke-primary/10" strokeWidth="1" />
        </pattern>
      </defs>
      {/* "meet" keeps every stop inside the card; the grid runs past the viewBox to fill any spare width. */}
      <rect x={-W} y={-H} width={W * 3} height={H * 3} fill={`url(#${patternId})`} />
      {points.map(([x, y], i) => (
        <circle key={`p${i}`} cx={x} cy={y} r="3" className="fill-accent/70" />
      ))}
      {route.length > 1 && (
        <polyline
          points={route.map((p) => p.join(',')).join(' ')}
          fill="none"
          className="stroke-primary"
          strokeWidth="2.5"
          strokeDasharray="6 5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {route.map(([x, y], i) => (
        <circle key={`r${i}`} cx={x} cy={y} r="6" className="fill-primary stroke-card" strokeWidth="2.5" />
      ))}
    </svg>
  );
}
