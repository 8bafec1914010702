import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Readable long-form text without a typography plugin: spacing, lists, links and inline code styled
 * from the parent so page content stays plain semantic HTML.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-3xl space-y-4 leading-7 text-foreground',
        '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold',
        '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
        '[&_strong]:font-semibold',
        className,
      )}
    >
      {children}
    </div>
  );
}
