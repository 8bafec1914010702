import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';

/** Above the fold: text only plus a small inline SVG, so the h1 is the LCP element and paints at once. */
export function Hero() {
  return (
    <section
      aria-labelledby="home-title"
      className="relative isolate overflow-hidden bg-linear-to-br from-(--hero-from) via-(--hero-via) to-(--hero-to) text-white"
    >
      <RouteDecoration />
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">AI travel planner</p>
        <h1 id="home-title" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
          Trip plans that actually work, day by day.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl">
          Describe a trip in one sentence. Wayfarer builds an itinerary where every stop is open when you arrive, every transfer has time,
          and the total stays inside your budget — and it shows you each check it made.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to={paths.generate.getHref()}>
              Start Adventure
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10">
            <Link to={paths.pricing.getHref()}>See plans and pricing</Link>
          </Button>
        </div>
        <p className="mt-6 text-sm text-white/90">
          Free to use. Runs without any API keys: the built-in parser and planning engine work offline.
        </p>
      </div>
    </section>
  );
}

/** A dotted route between three stops, drawn in CSS-sized SVG instead of a hero image. */
function RouteDecoration() {
  return (
    <svg
      aria-hidden="true"
      data-decorative
      viewBox="0 0 600 400"
      className="pointer-events-none absolute top-0 right-0 -z-10 hidden h-full w-1/2 text-white/25 md:block"
      fill="none"
    >
      <path
        d="M40 340 C 160 260, 180 120, 300 150 S 480 60, 560 40"
        stroke="currentColor"
        strokeWidth="4"
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      <circle cx="40" cy="340" r="12" fill="currentColor" />
      <circle cx="300" cy="150" r="12" fill="currentColor" />
      <circle cx="560" cy="40" r="12" fill="currentColor" />
    </svg>
  );
}
