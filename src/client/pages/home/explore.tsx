import { Link } from 'react-router';
import { paths } from '../../config/paths';

const LINK = 'font-semibold text-primary underline';

/** Before planning: the map explorer and the analysis page, said as they are (curated data, no live feeds). */
export function Explore() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <div className="rounded-xl border border-border bg-surface p-6">
        <h3 className="text-lg font-semibold">
          <Link className={LINK} to={paths.mapExplorer.getHref()}>
            Map explorer
          </Link>
        </h3>
        <p className="mt-2 text-muted-foreground">
          Our curated places on a map that works offline: filter by category, interest, price or what is open at a given time, read a
          place’s hours and climate, and add it to one of your trips. A list beside the map does the same from the keyboard.
        </p>
      </div>
      <div className="rounded-xl border border-border bg-surface p-6">
        <h3 className="text-lg font-semibold">
          <Link className={LINK} to={paths.analysis.getHref()}>
            Analysis
          </Link>
        </h3>
        <p className="mt-2 text-muted-foreground">
          Compare up to three destinations — climate by month, daily cost by travel style, what there is to do, holidays — and, signed in,
          see where a trip’s time, money and CO2 go, its tightest margins and the weather risk for outdoor visits. Charts come with their
          tables and CSV.
        </p>
      </div>
    </div>
  );
}
