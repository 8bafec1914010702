import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A titled group of the form: a real fieldset/legend, so every control inside is announced with its group. */
export function FormSection({
  title,
  description,
  icon,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn('min-w-0 rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-6', className)}>
      <legend
        className={
          'float-left mb-4 flex w-full items-center gap-2 text-lg ' + 'font-semibold tracking-tight [&_svg]:size-5 [&_svg]:text-primary'
        }
      >
        {icon && <span aria-hidden="true">{icon}</span>}
        {title}
      </legend>
      {description && <p className="clear-both -mt-3 mb-4 text-sm text-muted-foreground">{description}</p>}
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}
