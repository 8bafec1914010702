import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export interface Article {
  slug: string;
  title: string;
  summary: string;
  body: ReactNode;
}

/** Short articles by the Wayfarer team about the ideas behind the product. */
export const ARTICLES: Article[] = [
  {
    slug: 'a-planner-not-a-paragraph',
    title: 'A planner, not a paragraph',
    summary: 'Why Wayfarer lets a planning engine decide the schedule and keeps the language model for words.',
    body: (
      <>
        <p>
          A good itinerary is a small scheduling problem. Each place has opening hours and a sensible visit length. Getting between places
          takes time that depends on distance and mode. Meals want to happen at meal times, the hotel has a check-in hour, and the whole
          thing has to fit a budget. Change one stop and the rest of the day shifts.
        </p>
        <p>
          Language models write fluent itineraries, but they do not keep all of those numbers consistent. They will happily put you at a
          palace at 08:00 when it opens at 10:00, or plan four sights in a morning with no time to walk between them. Public benchmarks such
          as TravelPlanner measure exactly this, and models working alone fail most of its constraints.
        </p>
        <h3>What Wayfarer does instead</h3>
        <p>
          Your request, whether typed as a sentence or filled in as a form, becomes a structured trip request. A planning engine chooses the
          order of cities and how long to stay, then schedules each day around opening windows and travel times, and picks lodging, meals
          and transport within the budget. It is deterministic: the same request gives the same plan.
        </p>
        <p>
          A separate checker then judges the result. Because it is separate code, it can judge any plan: the engine&apos;s, one you edited
          by hand, or a change the assistant proposes. Its findings are the feasibility report you see beside every trip.
        </p>
        <h3>Where the model still helps</h3>
        <p>
          When an AI provider is configured, it reads loose requests, writes descriptions and suggests places for destinations our data does
          not cover yet. Each suggestion is located and checked before it can enter a plan. The model proposes; the checker decides.
        </p>
      </>
    ),
  },
  {
    slug: 'opening-hours',
    title: 'Opening hours are where plans break first',
    summary: 'Seasonal hours, weekly closures and last entry: how Wayfarer reads opening hours and what it checks.',
    body: (
      <>
        <p>
          The most common way a travel plan fails is a closed door. Hours differ by weekday and by season, many museums close one day a
          week, and some sights stop admitting visitors well before they close.
        </p>
        <h3>One format for all of it</h3>
        <p>
          Wayfarer stores hours in the OpenStreetMap <code>opening_hours</code> syntax, which millions of mapped places already use. A value
          such as <code>Tu-Su 09:30-18:00; Mo off</code> says exactly when a place is open, and the same syntax covers seasons, public
          holidays and lunch breaks. Because it is a shared format, anyone can add a city from open data.
        </p>
        <h3>What the checker looks at</h3>
        <ul>
          <li>The place is open when you arrive, on that date, in that city&apos;s time zone.</li>
          <li>It stays open for the whole visit, not just the first minute of it.</li>
          <li>A visit that depends on a closed day is moved, or the report says why it could not be.</li>
        </ul>
        <p>
          Hours change, and our data can be out of date. That is why the report names the hours it used: if a place has changed its
          schedule, you can see which assumption to check before you go.
        </p>
      </>
    ),
  },
  {
    slug: 'accessible-by-default',
    title: 'Accessible by default, not by audit',
    summary: 'How accessibility is built into every Wayfarer page and tested on every change.',
    body: (
      <>
        <p>
          Travel planning is for everyone, so the planner has to be usable by everyone: with a keyboard, with a screen reader, with large
          text, or with motion turned down. We treat that as a property of each page rather than a project that happens once a year.
        </p>
        <h3>What is built in</h3>
        <ul>
          <li>
            Keyboard shortcuts: <kbd>Alt</kbd>+<kbd>1</kbd> jumps to the main content, <kbd>Alt</kbd>+<kbd>2</kbd> to the navigation,{' '}
            <kbd>Alt</kbd>+<kbd>3</kbd> to search, and <kbd>Alt</kbd>+<kbd>/</kbd> lists the shortcuts.
          </li>
          <li>Settings for high contrast, reduced motion, text size and screen-reader-optimised layouts, remembered on your device.</li>
          <li>Colour pairs chosen for readable contrast in both light and dark themes, and status never shown by colour alone.</li>
          <li>Controls at least 44 pixels tall, so they are easy to hit on a phone.</li>
        </ul>
        <h3>How it is tested</h3>
        <p>
          Every public page is loaded in a real browser and checked with axe, an automated accessibility engine; a page with a single
          violation fails the build. Automated checks do not catch everything, so forms are also tested by keyboard: errors are announced,
          and focus moves to the first field that needs attention.
        </p>
      </>
    ),
  },
  {
    slug: 'no-keys-required',
    title: 'Why Wayfarer runs with no keys',
    summary: 'A fresh install plans trips offline. Real services are a configuration change away.',
    body: (
      <>
        <p>
          Many apps stop at the first screen until you paste in an API key. Wayfarer does not. Start it and you get an embedded database, a
          built-in sign-in provider, the planner and assistant, sandbox payments and an offline base map.
        </p>
        <p>
          Each real service is switched on by configuration: Google or any OpenID Connect provider for sign-in, an AI provider for language,
          Stripe for payments, a tile server for detailed maps, PostgreSQL and Redis for running several instances. The{' '}
          <Link to={paths.status.getHref()}>status page</Link> shows which mode each integration is in.
        </p>
        <p>
          This keeps development honest too. Tests run against the same built-in services, talking real protocols, so what works on a laptop
          works the same way in production.
        </p>
      </>
    ),
  },
];
