const STEPS = [
  {
    title: 'Describe the trip',
    body:
      'Write it the way you would say it — “5 days in Lisbon in May for two, under €2,000, no museums” — ' +
      'or fill in the form: dates, travellers, budget, pace, interests and how you like to get around.',
  },
  {
    title: 'Get a plan that has been checked',
    body:
      'The engine picks the order of cities, the places, meals and lodging, then schedules each day around ' +
      'real opening hours and travel times. The feasibility report lists every check and its result.',
  },
  {
    title: 'Refine it and take it with you',
    body:
      'Edit by hand, re-plan a day or swap a stop; each change is checked again before it is saved. Share ' +
      'a read-only link, add the days to your calendar, or export the route as GPX, KML or GeoJSON.',
  },
];

export function HowItWorks() {
  return (
    <ol className="grid gap-5 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border border-border bg-surface p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-7 text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
