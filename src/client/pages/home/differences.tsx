import { Accessibility, GitCompareArrows, ListChecks, WifiOff } from 'lucide-react';

const POINTS = [
  {
    icon: ListChecks,
    title: 'Feasible by construction',
    body:
      'A planning engine, not a language model, decides the schedule. It checks opening hours, travel times, ' +
      'stay lengths, lodging rules and your budget, and every plan carries a feasibility report you can read.',
  },
  {
    icon: WifiOff,
    title: 'Works with no keys',
    body:
      'A fresh install runs on its own: embedded database, built-in sign-in, the planning engine and an offline ' +
      'base map. Google or any OpenID Connect sign-in, PostgreSQL and Redis are switched on by configuration.',
  },
  {
    icon: GitCompareArrows,
    title: 'Edits that stay feasible',
    body:
      'Move, retime, add or remove a stop, re-plan a day or swap a visit: every change is saved automatically ' +
      'and checked again by the same feasibility checker, so the report always matches the plan.',
  },
  {
    icon: Accessibility,
    title: 'Fast and accessible',
    body:
      'Pages are built to stay fast on a mid-range phone, are tested for zero automated accessibility violations, ' +
      'and everything works from the keyboard, with shortcuts for main content, navigation and search.',
  },
];

export function Differences() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {POINTS.map(({ icon: Icon, title, body }) => (
        <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-soft">
          <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 leading-7 text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}
