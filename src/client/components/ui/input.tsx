import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-lg border border-input bg-background px-3.5 text-base text-foreground ' +
  'shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring ' +
  ('focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
    'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm');

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(fieldClasses, 'min-h-11 py-2 file:border-0 file:bg-transparent file:text-sm file:font-medium', className)}
      {...props}
    />
  );
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  return <textarea ref={ref} rows={rows} className={cn(fieldClasses, 'min-h-24 py-2.5 leading-relaxed', className)} {...props} />;
});
