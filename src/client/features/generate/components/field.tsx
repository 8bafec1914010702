import type { ReactNode } from 'react';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and inline error, wired with aria-invalid and aria-describedby (error first). */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy(errorId, hintId) })}
      {hint && <p id={hintId} className="text-sm text-muted-foreground">{hint}</p>}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

/** A titled group of the form: a real fieldset/legend, so every control inside is announced with its group. */
export function FormSection({ title, description, icon, children, className }: { title: string; description?: ReactNode; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('min-w-0 rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-6', className)}>
      <legend className="float-left mb-4 flex w-full items-center gap-2 text-lg font-semibold tracking-tight [&_svg]:size-5 [&_svg]:text-primary">
        {icon && <span aria-hidden="true">{icon}</span>}
        {title}
      </legend>
      {description && <p className="clear-both -mt-3 mb-4 text-sm text-muted-foreground">{description}</p>}
      <div className="clear-both space-y-5">{children}</div>
    </fieldset>
  );
}
