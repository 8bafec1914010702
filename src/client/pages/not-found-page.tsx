import { Link, useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

const SUGGESTIONS = [
  { to: paths.pricing.getHref(), label: 'Plans and pricing' },
  { to: paths.help.getHref(), label: 'Help centre' },
  { to: paths.docs.getHref(), label: 'Documentation' },
  { to: paths.contact.getHref(), label: 'Contact us' },
];

export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6 lg:py-24">
      <Compass aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        There is no page at <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-base break-all text-foreground">{pathname}</code>
        . The link may be old, or the address may have a typo.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to={paths.home.getHref()}>Go to the home page</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.generate.getHref()}>Plan a trip</Link>
        </Button>
      </div>
      <nav aria-labelledby="not-found-more" className="mt-12">
        <h2 id="not-found-more" className="text-lg font-semibold">
          Or try one of these
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {SUGGESTIONS.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
