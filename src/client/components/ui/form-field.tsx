import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** What a field hands its control: the id its label points at, and the invalid/description wiring. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, hint and inline error, wired with aria-invalid and aria-describedby (error first). */
export function FormField({ id, label, optional, hint, error, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy(errorId, hintId) })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's inline error (for controls that lay out their own label, e.g. a fieldset of options). */
export function FieldError({ id, error }: { id?: string | undefined; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}
