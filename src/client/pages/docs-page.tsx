import { Link } from 'react-router';
import { ContentPage, Section } from '../components/content/content-page';
import { Prose } from '../components/content/prose';
import { paths } from '../config/paths';
import { ApiQuickstart } from './docs/api-quickstart';
import { ShortcutsTable } from '../components/content/shortcuts-table';

const TOC = [
  { id: 'getting-started', title: 'Getting started' },
  { id: 'writing-requests', title: 'Writing a trip request' },
  { id: 'feasibility-report', title: 'Reading the feasibility report' },
  { id: 'editing', title: 'Editing' },
  { id: 'sharing', title: 'Sharing and exporting' },
  { id: 'shortcuts', title: 'Keyboard shortcuts' },
  { id: 'api', title: 'Using the API' },
];

export function DocsPage() {
  return (
    <ContentPage
      eyebrow="Documentation"
      title="How to use Wayfarer"
      documentTitle="Docs"
      lead={
        'From your first trip to the API: how planning works, how to read ' +
        'what the planner tells you, and how to take your plans with you.'
      }
    >
      <nav aria-labelledby="docs-contents" className="rounded-xl border border-border bg-surface p-6">
        <h2 id="docs-contents" className="text-lg font-semibold">
          Contents
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-6 sm:grid-cols-2">
          {TOC.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className="inline-block py-1 text-primary underline underline-offset-4 hover:no-underline">
                {item.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="getting-started" title="Getting started">
        <Prose>
          <ol>
            <li>Sign in with your Google account or the sign-in provider your organisation set up. Wayfarer never asks for a password.</li>
            <li>
              Open <Link to={paths.generate.getHref()}>Plan Trip</Link> and describe where you want to go, when, with whom and on what
              budget.
            </li>
            <li>Read the plan day by day, with its feasibility report, then edit it, share or export it.</li>
          </ol>
          <p>
            All your trips are listed under <Link to={paths.dashboard.getHref()}>My Trips</Link>.
          </p>
        </Prose>
      </Section>

      <Section id="writing-requests" title="Writing a trip request">
        <Prose>
          <p>Write as you would to a friend. The planner understands:</p>
          <ul>
            <li>
              <strong>Where:</strong> fixed cities with how long to stay, or “3 cities in northern Italy”.
            </li>
            <li>
              <strong>When:</strong> exact dates, a month, or a number of days.
            </li>
            <li>
              <strong>Who and how much:</strong> the number of travellers and a budget cap in any currency.
            </li>
            <li>
              <strong>How:</strong> pace (relaxed, moderate, packed), interests, things to avoid, transport you accept, must-see places,
              dietary needs and mobility needs.
            </li>
          </ul>
          <p>
            For example: <em>“5 days in Lisbon in May for two, under €2,000, relaxed pace, no museums, vegetarian.”</em> You can check and
            adjust how the request was understood before the plan is built.
          </p>
        </Prose>
      </Section>

      <Section id="feasibility-report" title="Reading the feasibility report">
        <Prose>
          <p>Every plan lists the constraints it was checked against, each with its result:</p>
          <ul>
            <li>
              <strong>Opening hours:</strong> each place is open for the whole of your visit, on that date, in local time.
            </li>
            <li>
              <strong>Transfers:</strong> the time between two stops covers the travel time for the chosen mode.
            </li>
            <li>
              <strong>Stay lengths and pace:</strong> visits are long enough to be worthwhile and days fit the pace you chose.
            </li>
            <li>
              <strong>Lodging:</strong> room type, house rules and occupancy match your party.
            </li>
            <li>
              <strong>Meals:</strong> meals happen within sensible windows and match dietary needs.
            </li>
            <li>
              <strong>Budget:</strong> the total of lodging, transport, meals and tickets stays under your cap.
            </li>
          </ul>
          <p>
            If no plan can satisfy everything, the report says which constraints conflict and the smallest change that would work, for
            example one more day or a slightly higher budget, so you decide what to relax.
          </p>
        </Prose>
      </Section>

      <Section id="editing" title="Editing">
        <Prose>
          <p>
            Move, add or remove stops directly in the itinerary. Each edit is checked again, and changes save automatically; the badge at
            the top shows whether everything is saved.
          </p>
          <p>
            Re-plan a whole day or swap one visit or meal for the best feasible alternative: the engine makes the change and the checker
            verifies it, and nothing is saved when no feasible option exists.
          </p>
          <p>
            If the same trip is changed on another device, Wayfarer does not overwrite either version: it shows the conflict so you can
            choose.
          </p>
        </Prose>
      </Section>

      <Section id="sharing" title="Sharing and exporting">
        <Prose>
          <ul>
            <li>
              <strong>Share link:</strong> anyone with the link sees a read-only copy of the trip. Turn sharing off at any time and the link
              stops working.
            </li>
            <li>
              <strong>Calendar:</strong> download an <code>.ics</code> file with every stop as an event in local time.
            </li>
            <li>
              <strong>Maps and GPS:</strong> export routes and stops as GPX, KML or GeoJSON.
            </li>
          </ul>
          <p>
            See <Link to={paths.integrations.getHref()}>integrations</Link> for everything Wayfarer connects to.
          </p>
        </Prose>
      </Section>

      <Section id="shortcuts" title="Keyboard shortcuts">
        <ShortcutsTable className="max-w-2xl" />
      </Section>

      <Section id="api" title="Using the API">
        <ApiQuickstart />
      </Section>
    </ContentPage>
  );
}
