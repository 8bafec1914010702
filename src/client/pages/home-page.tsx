import { Link } from 'react-router';
import { Section } from '../components/content/content-page';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';
import { Differences } from './home/differences';
import { Explore } from './home/explore';
import { Hero } from './home/hero';
import { HowItWorks } from './home/how-it-works';
import { SampleDayPreview } from './home/sample-day-preview';

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <Hero />
      <div className="mx-auto w-full max-w-6xl space-y-20 px-4 py-16 sm:px-6">
        <Section
          title="What makes Wayfarer different"
          description="Most AI planners write a plausible paragraph. Wayfarer builds a schedule and proves it holds together."
        >
          <Differences />
        </Section>
        <Section title="How it works" description="Three steps from an idea to a plan you can follow.">
          <HowItWorks />
        </Section>
        <Section title="Explore before you plan" description="Two public tools built on the same curated data as the planner.">
          <Explore />
        </Section>
        <Section
          title="A day from a plan, with its checks"
          description={
            'This is a hand-written example of what a planned day and its feasibility ' +
            'report look like. Your own plans are built from your request.'
          }
        >
          <SampleDayPreview />
        </Section>
        <section aria-labelledby="home-cta" className="rounded-2xl border border-border bg-surface px-6 py-12 text-center sm:px-12">
          <h2 id="home-cta" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to plan a trip that holds together?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
            Free to use, with a daily limit on new plans, or run the whole thing on your own server.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.generate.getHref()}>Start Adventure</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.pricing.getHref()}>Compare plans</Link>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
