import { Accessibility, GitCompareArrows, ListChecks, WifiOff } from 'lucide-react';

const POINTS = [
  {
    icon: ListChecks,
    title: 'Feasible by construction',
    body: 'A planning engine, not a language model, decides the schedule. It checks opening hours, travel times, stay lengths, lodging rules and your budget, and every plan carries a feasibility report you can read.',
  },
  {
    icon: WifiOff,
    title: 'Works with no keys',
    body: 'A fresh install runs on its own: embedded database, built-in sign-in, planner and assistant, sandbox payments and an offline base map. Google sign-in, an LLM, Stripe and map tiles are switched on by configuration.',
  },
  {
    icon: GitCompareArrows,
    title: 'AI that edits the real plan',
    body: 'The assistant uses the same operations as the editor and proposes changes as diffs you apply, discard or undo — never prose you have to retype. The checker judges its proposals like any other edit.',
  },
  {
    icon: Accessibility,
    title: 'Fast and accessible',
    body: 'Pages are built to stay fast on a mid-range phone, are tested for zero automated accessibility violations, and everything works from the keyboard, with shortcuts for main content, navigation and search.',
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
