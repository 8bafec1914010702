import { Link } from 'react-router';
import { ContentPage, Section } from '../components/content/content-page';
import { Prose } from '../components/content/prose';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';

const AREAS = [
  {
    title: 'Planning engine',
    body:
      'Scheduling with time windows, ordering stops, choosing lodging and transport under a budget, and ' +
      'explaining why a request cannot be met. TypeScript, careful algorithms, property-based tests.',
  },
  {
    title: 'Place data',
    body:
      'Curating destinations and places with coordinates, opening hours in OpenStreetMap ' +
      'syntax, visit lengths and prices, and importers so anyone can add a city.',
  },
  {
    title: 'Product and accessibility',
    body: 'React interfaces that stay fast on a mid-range phone and work with a keyboard and a screen reader, tested in a real browser.',
  },
  {
    title: 'AI integration',
    body:
      'Letting a language model call the same operations as the editor and propose ' +
      'changes as reviewable diffs, and testing that against real provider protocols.',
  },
];

export function CareersPage() {
  return (
    <ContentPage
      eyebrow="Careers"
      title="A small team building a careful planner"
      documentTitle="Careers"
      lead="Wayfarer is made by a small team. We would rather ship one thing that is correct than five that are almost right."
    >
      <Section title="Open positions">
        <Prose>
          <p>
            We have no open positions listed right now. We still like hearing from people who care about the problems below; if that is you,
            write to us and tell us what you would want to work on. We read every message.
          </p>
        </Prose>
        <div className="mt-6">
          <Button asChild>
            <Link to={paths.contact.getHref()}>Write to the team</Link>
          </Button>
        </div>
      </Section>

      <Section title="What the work looks like">
        <ul className="grid gap-4 md:grid-cols-2">
          {AREAS.map((area) => (
            <li key={area.title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
              <h3 className="font-semibold">{area.title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{area.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="How we work">
        <Prose>
          <ul>
            <li>Small changes, reviewed by someone else, with tests that use a real database and a real browser.</li>
            <li>Decisions written down in a few lines each, so the reason survives the meeting.</li>
            <li>Accessibility and performance are part of done, not a later ticket.</li>
            <li>We say plainly what the product cannot do yet, in the product and in our own conversations.</li>
          </ul>
        </Prose>
      </Section>
    </ContentPage>
  );
}
