import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';

export interface ComingSoonLink {
  to: string;
  label: string;
}

/** What already works today; a page that is not built yet points people here instead of a dead end. */
export const WORKING_NOW: ComingSoonLink[] = [
  { to: paths.home.getHref(), label: 'Home: how Wayfarer plans feasible trips' },
  { to: paths.pricing.getHref(), label: 'Plans and prices' },
  { to: paths.docs.getHref(), label: 'Product documentation' },
  { to: paths.apiDocs.getHref(), label: 'API reference' },
  { to: paths.status.getHref(), label: 'System status' },
  { to: paths.contact.getHref(), label: 'Contact the team' },
];

interface ComingSoonProps {
  title: string;
  /** One sentence on what the page will do once it ships. */
  description: string;
  links?: ComingSoonLink[];
  /** Page-specific context shown under the description. */
  children?: ReactNode;
}

/** Honest placeholder for a capability that a later release delivers: no fake data, no dead buttons. */
export function ComingSoon({ title, description, links = WORKING_NOW, children }: ComingSoonProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:py-20">
      <p
        className={
          'mb-4 inline-flex items-center gap-2 rounded-full border border-border ' +
          'bg-muted px-3 py-1 text-sm font-medium text-foreground'
        }
      >
        <Construction aria-hidden="true" className="size-4" />
        Not available yet
      </p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
      <p className="mt-2 text-muted-foreground">
        This part of Wayfarer is still being built. Nothing here is simulated: when it ships, it will work on your real trips.
      </p>
      {children}
      <section aria-labelledby="coming-soon-links" className="mt-10 rounded-xl border border-border bg-card p-6 text-card-foreground">
        <h2 id="coming-soon-links" className="text-lg font-semibold">
          What works now
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
