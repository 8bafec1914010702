import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/use-page-title';
import { useScrollToHash } from './use-scroll-to-hash';

interface ContentPageProps {
  /** The page's only <h1>; also the document title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Extra content under the lead (actions, meta line). */
  actions?: ReactNode;
  width?: 'prose' | 'wide';
  children: ReactNode;
}

/** Frame shared by every informational page: one h1, a lead paragraph, then the page's sections. */
export function ContentPage({ title, documentTitle, eyebrow, lead, actions, width = 'wide', children }: ContentPageProps) {
  usePageTitle(documentTitle ?? title);
  useScrollToHash();
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:px-6 lg:py-14', width === 'prose' ? 'max-w-3xl' : 'max-w-6xl')}>
      <header className="mb-10 max-w-3xl">
        {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead && <div className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</div>}
        {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      </header>
      <div className="space-y-14">{children}</div>
    </div>
  );
}

interface SectionProps {
  title: string;
  id?: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled <section> labelled by its h2, so the landmark has an accessible name. */
export function Section({ title, id, description, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', className)}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {description && <div className="mt-2 max-w-3xl text-muted-foreground">{description}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
