import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

export interface LinkCard {
  to: string;
  title: string;
  description: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

/** A grid of whole-card links; the title is the link text so the accessible name stays short. */
const COLUMNS = { 1: 'grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

export function LinkCards({ cards, headingLevel = 3, columns = 3 }: { cards: LinkCard[]; headingLevel?: 2 | 3; columns?: 1 | 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`grid gap-4 ${COLUMNS[columns]}`}>
      {cards.map(({ to, title, description, icon: Icon }) => (
        <li
          key={to + title}
          className={
            'relative flex flex-col rounded-xl border border-border bg-card p-5 text-card-foreground ' +
            'transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary'
          }
        >
          {Icon && <Icon aria-hidden="true" className="mb-3 size-6 text-primary" />}
          <Heading className="font-semibold">
            <Link to={to} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
              {title}
            </Link>
          </Heading>
          <p className="mt-1 flex-1 text-sm text-muted-foreground">{description}</p>
          <ArrowRight aria-hidden="true" className="mt-3 size-4 text-primary" />
        </li>
      ))}
    </ul>
  );
}
