import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { BrandLink } from './brand';
import { FOOTER_GROUPS, LEGAL_LINKS } from './nav-links';

/** Spec §1/§2 footer: Platform, Solutions, Resources (with a small "System" link), legal links, the trust line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-border bg-surface" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <BrandLink />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted-foreground">
            Day-by-day itineraries that are feasible by construction: every stop open when you arrive, every transfer long enough, every
            total inside your budget.
          </p>
          <p
            className={
              'mt-6 inline-flex items-center gap-2 rounded-full border border-border ' +
              'bg-background px-3 py-1.5 text-xs font-semibold text-foreground'
            }
          >
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            Every plan checked: open, reachable, in budget
          </p>
          <p className="mt-2 text-xs text-muted-foreground">Enterprise-grade AI travel intelligence.</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <div key={group.title}>
            <h3 className="text-sm font-bold tracking-wide text-foreground">{group.title}</h3>
            <ul className="mt-3 space-y-0.5">
              {group.links.map((link) => (
                <li key={`${group.title}-${link.label}`}>
                  <Link
                    to={link.href}
                    className={cn(
                      'inline-flex min-h-11 items-center rounded-md text-muted-foreground hover:text-foreground hover:underline',
                      link.small ? 'mt-1 text-xs' : 'text-sm',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-border">
        <div
          className={
            'mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-muted-foreground ' +
            'sm:flex-row sm:items-center sm:justify-between sm:px-6'
          }
        >
          <p>© {year} Wayfarer. Plans you can actually follow.</p>
          <ul className="flex flex-wrap gap-x-5" aria-label="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.href} className="inline-flex min-h-11 items-center hover:text-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
