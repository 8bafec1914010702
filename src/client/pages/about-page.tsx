import { BookOpen, Briefcase, Mail } from 'lucide-react';
import { ContentPage, Section } from '../components/content/content-page';
import { LinkCards } from '../components/content/link-cards';
import { Prose } from '../components/content/prose';
import { paths } from '../config/paths';

const PRINCIPLES = [
  {
    title: 'The engine decides, the model helps',
    body:
      'A language model is good at understanding what you ask for and at explaining a plan. It is not good at arithmetic with ' +
      'opening hours and travel times. So in Wayfarer the model reads and writes, and a planning engine does the scheduling.',
  },
  {
    title: 'Show the work',
    body:
      'Every plan carries a feasibility report: which constraints were checked, which passed, and, when a ' +
      'request cannot be met, which constraints conflict and the smallest change that would make it work.',
  },
  {
    title: 'Useful without accounts elsewhere',
    body:
      'Wayfarer runs with no API keys: it has its own sign-in, planner and offline ' +
      'map. Real services are switched on by configuration, never by rewriting code.',
  },
  {
    title: 'Everyone can use it',
    body:
      'Keyboard operation, screen-reader support, readable contrast and reduced ' +
      'motion are part of how each page is built and tested, not an add-on.',
  },
  {
    title: 'Your trips are yours',
    body:
      'You can export your data or delete your account from Settings at ' +
      'any time. We do not sell data, show ads or use tracking cookies.',
  },
];

export function AboutPage() {
  return (
    <ContentPage
      eyebrow="About Wayfarer"
      title="A travel planner that checks its own work"
      documentTitle="About"
      lead={
        'Wayfarer turns a one-line trip idea into a day-by-day itinerary you can actually follow: ' +
        'every stop open when you arrive, every transfer long enough, the total inside your budget.'
      }
    >
      <Section title="Why we built it">
        <Prose>
          <p>
            Ask a chatbot for a three-day itinerary and you get something that reads well. Follow it and you find the museum closed on
            Mondays, forty minutes of travel squeezed into ten, and a budget that was never added up.
          </p>
          <p>
            This is not a matter of better prompts. In the public TravelPlanner benchmark, language models planning on their own produced
            fully valid plans only around 4% of the time, while systems that pair a model with a solver pass more than 90%. Wayfarer is
            built on that second approach, and our aim is for every plan it hands you to pass.
          </p>
        </Prose>
      </Section>

      <Section title="How we build Wayfarer">
        <ul className="grid gap-4 md:grid-cols-2">
          {PRINCIPLES.map((p) => (
            <li key={p.title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
              <h3 className="font-semibold">{p.title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{p.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="What Wayfarer is not">
        <Prose>
          <ul>
            <li>
              <strong>Not a booking site.</strong> We plan trips; we do not sell tickets or rooms. Prices in a plan are estimates from our
              place data, so confirm them before you pay.
            </li>
            <li>
              <strong>Not a black box.</strong> When the planner cannot satisfy a request, it says which constraints conflict instead of
              quietly dropping one.
            </li>
            <li>
              <strong>Not an advertising business.</strong> Places are chosen for your request, never because someone paid to appear.
            </li>
          </ul>
        </Prose>
      </Section>

      <Section title="Learn more">
        <LinkCards
          cards={[
            {
              to: paths.docs.getHref(),
              title: 'Read the docs',
              description: 'How planning, editing, sharing and exports work.',
              icon: BookOpen,
            },
            {
              to: paths.careers.getHref(),
              title: 'Work with us',
              description: 'What we care about and how to get in touch.',
              icon: Briefcase,
            },
            {
              to: paths.contact.getHref(),
              title: 'Contact us',
              description: 'Questions, ideas and feedback reach the team directly.',
              icon: Mail,
            },
          ]}
        />
      </Section>
    </ContentPage>
  );
}
