import { forwardRef, type HTMLAttributes } from 'react';
import { cn, variants } from '../../lib/cn';

const alertVariants = variants(
  'relative w-full rounded-lg border p-4 text-sm [&>svg]:absolute [&>svg]:top-4 [&>svg]:left-4 [&>svg]:size-5 [&>svg~*]:pl-8',
  {
    variant: {
      default: 'border-border bg-card text-card-foreground [&>svg]:text-primary',
      info: 'border-primary/30 bg-primary-soft text-primary-soft-foreground',
      warning: 'border-accent/40 bg-accent-soft text-accent-soft-foreground',
      destructive: 'border-destructive/50 bg-card text-destructive [&>svg]:text-destructive',
    },
  },
  { variant: 'default' },
);

export type AlertVariant = 'default' | 'info' | 'warning' | 'destructive';

/** role="alert" only for destructive alerts (they interrupt); others are a plain status region. */
export const Alert = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & { variant?: AlertVariant }>(function Alert(
  { className, variant, role, ...props },
  ref,
) {
  return (
    <div
      ref={ref}
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={alertVariants({ variant }, className)}
      {...props}
    />
  );
});

/** A paragraph, not a heading: an alert can sit anywhere, and a fixed heading level breaks the outline. */
export const AlertTitle = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function AlertTitle(
  { className, ...props },
  ref,
) {
  return <p ref={ref} className={cn('mb-1 font-semibold leading-tight', className)} {...props} />;
});

export const AlertDescription = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function AlertDescription(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={cn('leading-relaxed [&_p]:leading-relaxed', className)} {...props} />;
});
