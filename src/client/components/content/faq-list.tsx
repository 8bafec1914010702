import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as native <details>/<summary> disclosures: keyboard operable, announced as expandable
 * by screen readers, and they work before any script runs.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-card text-card-foreground">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-1 [&_summary::-webkit-details-marker]:hidden">
          <summary
            className={
              'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium ' +
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
            }
          >
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div
            className={
              'pb-4 leading-7 text-muted-foreground [&_a]:font-medium ' +
              '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_p+p]:mt-3'
            }
          >
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
